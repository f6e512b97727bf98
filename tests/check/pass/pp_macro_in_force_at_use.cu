/* A name is read with the macro in force where it stands, as gcc and nvcc
 * read it (red team rt20).  KV is defined for the compilers only, then
 * #undef'd and defined again; PATH_MAX comes from a system header the
 * checker does not read, then is redefined: the enums are not folded with
 * the later definitions (which would make K 0 and the neighbour read a
 * thread's own slot), so the read keeps its barrier.  STEP is redefined
 * inside its own arguments: the use expands with the old definition, so
 * the __syncthreads() of the new one is not there and the checker places
 * its own barrier. */
#include <linux/limits.h>
#include "prism.h"
#define T 64
#ifndef __PRISM_CHECK__
#define KV 1
#endif
enum { K = KV + 0 };
#undef KV
#define KV 0
enum { K2 = PATH_MAX - 4095 };
#undef PATH_MAX
#define PATH_MAX 4095
#define STEP(x) x

PRISM_KERNEL(k_late, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(T), THREAD(32)), PRISM_SMEM(T * 8),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, T + 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = t * 7; }
            PRISM_GROUP(THREAD(1)) { acc = (t + K < T) ? z[K] + z[K2] : 0; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

PRISM_KERNEL(k_step, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(T), THREAD(32)), PRISM_SMEM(T * 4),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * T) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int, tile, T);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(z, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { z[0] = 500 + t; }
            }
            STEP(
#undef STEP
#define STEP(x) __syncthreads(); x
            (void)0);
            PRISM_PARTITION(o, ob, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { o[0] = tile[(t + 1) % T]; }
            }
        }
    }
}
/*
 * check-name: a name is read with the macro in force where it stands: not a later #define, not one made inside the use's own arguments
 * check-command: prism-check --sync-report $file
 *
 * check-output-start
pp_macro_in_force_at_use.cu:34:13: sync 1 in k_late: before group: RAW tile (group thread[1] (line 33) -> group thread[1] (line 34)); group block[1]: __syncthreads() (the owning group is the whole block)
k_late: 2 scopes, 1 sync point (1 __syncthreads); conservative: 2 scope barriers
pp_macro_in_force_at_use.cu:57:13: sync 1 in k_step: before partition: RAW tile (partition z of tile (line 50) -> partition o of out (line 57)); group block[1]: __syncthreads() (the owning group is the whole block)
k_step: 3 scopes, 1 sync point (1 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
