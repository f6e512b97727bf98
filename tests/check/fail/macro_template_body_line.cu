/*
 * macro_template_body_line.cu - a kernel written as a multi-line macro
 * (C's stand-in for a template): each error is reported at the macro's
 * use, with the #define and the line of the body it comes from named in
 * notes, as gcc names them (the porter's finding 10).
 */
#include "prism.h"

#define DEFINE_FILL(T, S)                                                                  \
    PRISM_KERNEL(fill_##S, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), \
                 PRISM_PARAM(T *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))           \
    {                                                                                    \
        PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));                      \
        if (g < n)                                                                       \
            out[g] = (T)1;                                                               \
    }

DEFINE_FILL(float, f32) /* error P032 */ /* error P040 */

/*
 * check-name: errors in a multi-line macro kernel name the body line they come from
 * check-exit-value: 1
 *
 * check-error-start
macro_template_body_line.cu:18:1: error: the condition of 'if' reads 'g' at thread[1] in code at grid[1]: threads of one grid[1] could take different paths [P032]
macro_template_body_line.cu:9:9: note: in expansion of macro 'DEFINE_FILL' defined here
macro_template_body_line.cu:14:13: note: written here, in the body of 'DEFINE_FILL'
macro_template_body_line.cu:18:1: note: 'g' is declared thread[1] here
macro_template_body_line.cu:18:1: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
macro_template_body_line.cu:18:1: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
macro_template_body_line.cu:18:1: note: see: prism-check --explain P032
macro_template_body_line.cu:18:1: error: store through 'out', which is grid[1] data: only a thread[1] pointer (from a partition) may be written [P040]
macro_template_body_line.cu:9:9: note: in expansion of macro 'DEFINE_FILL' defined here
macro_template_body_line.cu:15:13: note: written here, in the body of 'DEFINE_FILL'
macro_template_body_line.cu:18:1: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
macro_template_body_line.cu:18:1: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
macro_template_body_line.cu:18:1: note: see: prism-check --explain P040
 * check-error-end
 */
