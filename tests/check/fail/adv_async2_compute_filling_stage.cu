/*
 * adv_async2_compute_filling_stage.cu - the double buffer of
 * kernels/sgemm/sgemm6_pipeline.cu with the classic off-by-one: in the
 * second half of the unrolled k loop the compute names the stage that the
 * same scope refills (stage0) instead of stage1.  On the GPU every warp
 * reads stage0 while the copies of tile kt + 2 land in it.  SPEC 6.5: x
 * is hidden inside its async scope (P061; here a C compile error too).
 */
#include "prism.h"

PRISM_DEVICE(float, off_by_one, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, nk, GRID(1)))
{
    PRISM_SHARED(float, stage0, 128);
    PRISM_SHARED(float, stage1, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_ASYNC(s0, stage0) {
        PRISM_GROUP(THREAD(1)) { prism_cp_async16(s0 + i, src + i); }
    }
    for (int kt = 0; kt < nk; kt += 2) {
        PRISM_ASYNC(s1, stage1) {
            PRISM_GROUP(THREAD(1)) {
                if (kt + 1 < nk)
                    prism_cp_async16(s1 + i, src + (kt + 1) * 128 + i);
            }
            PRISM_GROUP(THREAD(1)) { acc += stage0[(i + 4) % 128]; }
        }
        if (kt + 1 < nk) {
            PRISM_ASYNC(s0, stage0) {
                PRISM_GROUP(THREAD(1)) {
                    if (kt + 2 < nk)
                        prism_cp_async16(s0 + i, src + (kt + 2) * 128 + i);
                }
                PRISM_GROUP(THREAD(1)) { acc += stage0[(i + 4) % 128]; } /* error P061 */
            }
        }
    }
    return acc;
}
/*
 * check-name: adversarial: sgemm6's double buffer computing on the stage its scope refills
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_compute_filling_stage.cu:35:49: error: 'stage0' is hidden inside the PRISM_ASYNC that narrows it; use 's0' [P061]
adv_async2_compute_filling_stage.cu:30:13: note: 'stage0' is narrowed to 's0' here
adv_async2_compute_filling_stage.cu:35:49: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
adv_async2_compute_filling_stage.cu:35:49: note: fix: inside PRISM_ASYNC the memory is in flight: 's0' is only the destination of prism_cp_async*; read 'stage0' after the scope ends
adv_async2_compute_filling_stage.cu:35:49: note: see: prism-check --explain P061
 * check-error-end
 */
