/*
 * adv_port_blelloch_offset_in_branch.cu - Blelloch's work-efficient scan
 * (GPU Gems 3, ch. 39) with the up-sweep's `offset *= 2` moved into the
 * `if (thid < d)` branch.  In CUDA offset is a register of every thread;
 * moved into the branch, only the active threads double it, and in the
 * next round the threads that were idle compute ai/bi with the old
 * offset: they add the wrong elements and the scan is wrong (the next
 * rounds also disagree on who is active).  A block[1] variable assigned
 * in thread[1] code is P031.
 */
#include "prism.h"

#define N 256

PRISM_KERNEL(blelloch, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(N / 2), WARP(1)), PRISM_SMEM(N * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * N;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), N) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, temp, N);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, temp, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    w[0] = in[base + 2 * t];
                    w[1] = in[base + 2 * t + 1];
                }
            }
            PRISM_AT(BLOCK(1)) int offset = 1;
            for (int d = N >> 1; d > 0; d >>= 1) {
                PRISM_PARTITION(w, temp, THREAD(1), offset * (2 * t + 2) - 1) {
                    PRISM_GROUP(THREAD(1)) {
                        if (t < d) {
                            w[0] += w[-offset];
                            offset *= 2; /* error P031 */
                        }
                    }
                }
            }
            PRISM_PARTITION(o, ob, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    o[0] = temp[2 * t];
                    o[1] = temp[2 * t + 1];
                }
            }
        }
    }
}
/*
 * check-name: adversarial port: Blelloch up-sweep doubling its offset inside the active-thread branch
 * check-exit-value: 1
 *
 * check-error-start
adv_port_blelloch_offset_in_branch.cu:35:29: error: write to 'offset' at block[1] in code at thread[1]: only part of the block[1] runs here, so it would stop being uniform [P031]
adv_port_blelloch_offset_in_branch.cu:29:36: note: 'offset' is declared block[1] here
adv_port_blelloch_offset_in_branch.cu:35:29: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
adv_port_blelloch_offset_in_branch.cu:35:29: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
adv_port_blelloch_offset_in_branch.cu:35:29: note: see: prism-check --explain P031
 * check-error-end
 */
