/*
 * lib_pipeline.cu - the correct twin of the lib_* misuse programs: a block
 * stages a tile in shared memory through a partition, loads it back, scans
 * it, reduces it and stores it (and per block its sum and maximum),
 * calling block primitives back to back.
 * No temp storage is declared and no __syncthreads() written: each call
 * allocates its scratch (the kernel's budget covers the largest, 2048 +
 * 128 bytes) and the memory scopes carry the barriers.
 */
#include "prism_lib.h"

PRISM_KERNEL(pipeline, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048 + 128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int32_t *, sums, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) int32_t items[4] = {0};
    PRISM_PARTITION(ob, out, BLOCK(1), b * 512) {
        PRISM_PARTITION(sb, sums, BLOCK(1), 2 * b) {
            PRISM_GROUP(BLOCK(1)) {
                PRISM_SHARED(int32_t, tile, 512);
                for (int j = 0; j < 512; j += (int)PRISM_NTHREADS()) {
                    PRISM_AT(THREAD(1)) const int e = j + (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(mine, tile, THREAD(1), e) {
                        PRISM_GROUP(THREAD(1)) {
                            if (e < 512)
                                mine[0] = in[b * 512 + e];
                        }
                    }
                }
                PRISM_CALL(prism_block_load_direct_i32, items, tile, 512 / (int)PRISM_NTHREADS());
                PRISM_AT(THREAD(1)) const int32_t total =
                    PRISM_CALL(prism_block_scan_incl_sum_i32, items, items, 512 / (int)PRISM_NTHREADS());
                PRISM_AT(THREAD(1)) const int32_t largest =
                    PRISM_CALL(prism_block_reduce_max_i32, items, 512 / (int)PRISM_NTHREADS());
                PRISM_CALL(prism_block_store_direct_i32, ob, items, 512 / (int)PRISM_NTHREADS());
                PRISM_CLAIM(s1, sb, THREAD(1)) {
                    PRISM_SPLIT(THREAD) {
                        PRISM_CASE(1) {
                            s1[0] = total;
                            s1[1] = largest;
                        }
                    }
                }
            }
        }
    }
}
/*
 * check-name: lib: back-to-back block primitives need no temp storage or barriers
 * check-command: prism-check $file
 * check-exit-value: 0
 */
