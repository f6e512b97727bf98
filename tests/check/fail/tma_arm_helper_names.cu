/*
 * tma_arm_helper_names.cu - a file-scope __shared__ buffer a TMA fills in
 * one arm of a split, read in another arm through a function that names it
 * itself (red team rt35, tma_arm_helper: ThreadSanitizer saw the copy land
 * while the other arm read; a reader saw the old bytes).  P138, as for the
 * buffer named in that arm, through a plain helper, a helper of a helper
 * and a Prism function.  The look-alike, helpers that name another buffer,
 * is pass/tma_arm_helper_names_ok.cu.
 */
#include "prism.h"
__shared__ __align__(1024) uint16_t g_tile[64 * 64];
__device__ float peek(int i) { return (float)g_tile[i]; }
__device__ float peek2(int i) { return peek(i) + 1.0f; }
PRISM_DEVICE(float, peek_prism, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int, i, THREAD(1)))
{
    return (float)g_tile[i];
}
PRISM_KERNEL(through_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_ONE {
                        prism_mbarrier_arrive_expect_tx(bar, 8192);
                        prism_tma_load_2d(g_tile, &map, 64, 64, 0, 0, bar);
                        prism_mbarrier_wait(bar, 0);
                    }
                }
                PRISM_CASE(1) {
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = peek(t); /* error P138 */
                    }
                }
            }
        }
    }
}
PRISM_KERNEL(through_two_helpers, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_ONE {
                        prism_mbarrier_arrive_expect_tx(bar, 8192);
                        prism_tma_load_2d(g_tile, &map, 64, 64, 0, 0, bar);
                        prism_mbarrier_wait(bar, 0);
                    }
                }
                PRISM_CASE(1) {
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = peek2(t); /* error P138 */
                    }
                }
            }
        }
    }
}
PRISM_KERNEL(through_prism_fn, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(64), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(prism_mbarrier_t, bar, 1);
            PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(1) {
                    PRISM_ONE {
                        prism_mbarrier_arrive_expect_tx(bar, 8192);
                        prism_tma_load_2d(g_tile, &map, 64, 64, 0, 0, bar);
                        prism_mbarrier_wait(bar, 0);
                    }
                }
                PRISM_CASE(1) {
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = PRISM_CALL(peek_prism, t); /* error P138 */
                    }
                }
            }
        }
    }
}
/*
 * check-name: a TMA-filled file-scope buffer read in another arm through functions that name it
 * check-exit-value: 1
 *
 * check-error-start
tma_arm_helper_names.cu:36:32: error: 'g_tile' is filled by TMA in another arm of this split and may be used by a function this arm calls or names: nothing orders this arm's accesses against the copies (an mbarrier for the data, a release before the next fill); hand the buffer from arm to arm with PRISM_PIPELINE [P138]
tma_arm_helper_names.cu:30:25: note: the TMA that fills it
tma_arm_helper_names.cu:36:32: note: at stake: the other arm reads data the copy has not landed, or the next copy overwrites what it still reads
tma_arm_helper_names.cu:36:32: note: fix: hand the buffer between the arms with PRISM_PIPELINE (PRISM_PRODUCE fills it, PRISM_CONSUME reads it), or fill and read it in one arm
tma_arm_helper_names.cu:36:32: note: see: prism-check --explain P138
tma_arm_helper_names.cu:61:32: error: 'g_tile' is filled by TMA in another arm of this split and may be used by a function this arm calls or names: nothing orders this arm's accesses against the copies (an mbarrier for the data, a release before the next fill); hand the buffer from arm to arm with PRISM_PIPELINE [P138]
tma_arm_helper_names.cu:55:25: note: the TMA that fills it
tma_arm_helper_names.cu:61:32: note: at stake: the other arm reads data the copy has not landed, or the next copy overwrites what it still reads
tma_arm_helper_names.cu:61:32: note: fix: hand the buffer between the arms with PRISM_PIPELINE (PRISM_PRODUCE fills it, PRISM_CONSUME reads it), or fill and read it in one arm
tma_arm_helper_names.cu:86:32: error: 'g_tile' is filled by TMA in another arm of this split and may be used by a function this arm calls or names: nothing orders this arm's accesses against the copies (an mbarrier for the data, a release before the next fill); hand the buffer from arm to arm with PRISM_PIPELINE [P138]
tma_arm_helper_names.cu:80:25: note: the TMA that fills it
tma_arm_helper_names.cu:86:32: note: at stake: the other arm reads data the copy has not landed, or the next copy overwrites what it still reads
tma_arm_helper_names.cu:86:32: note: fix: hand the buffer between the arms with PRISM_PIPELINE (PRISM_PRODUCE fills it, PRISM_CONSUME reads it), or fill and read it in one arm
 * check-error-end
 */
