/*
 * adv_lang_static_local_array.cu - a kernel stages its block's values in
 * a `static` local array, believing it per-thread (or per-block) scratch:
 * each thread stores its element and reads its neighbour's.  A static
 * local has one instance for the whole grid (global memory): every block
 * stores into the same 128 words at once, and a thread reads a
 * neighbour's element that any block may have written, with no barrier
 * even within the block.  SPEC 5.1's register-array rule (an unannotated
 * non-const local array is thread[1]) is for automatic storage; a static
 * array is grid-wide memory, and a store into it from thread[1] code
 * without a partition is P040, as for a `__device__` array.  (The SPEC
 * does not mention `static` locals: see the report.)
 */
#include "prism.h"

PRISM_KERNEL(staged, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_GROUP(THREAD(1)) {
                static int32_t stage[128];
                stage[t] = in[base + t]; /* error P040 */
                o[0] = stage[(t + 1) % 128];
            }
        }
    }
}
/*
 * check-name: adversarial lang: a static local array used as per-thread staging (one array for the whole grid)
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_static_local_array.cu:26:17: error: store through 'stage', which is grid[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_lang_static_local_array.cu:26:17: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_static_local_array.cu:26:17: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lang_static_local_array.cu:26:17: note: see: prism-check --explain P040
 * check-error-end
 */
