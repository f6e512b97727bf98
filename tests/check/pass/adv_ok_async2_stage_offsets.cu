/*
 * adv_ok_async2_stage_offsets.cu - the legal look-alikes of
 * fail/adv_async2_stage_minus_offset: constant arithmetic on a shared
 * allocation's name that stays within it (SPEC 6.2, P055): its last
 * element (`stage1 + 127`, `&stage1[127]`, `stage1[127]`), an offset of
 * zero (`stage1 - 0`), the one-past-the-end address used as a loop bound
 * (`stage1 + 128`, `&stage1[128]`, `&*(stage1 + 128)`), a chain that comes back (`(stage1 + 64)
 * - 64`, `(stage1 + 64)[63]`), and an index in unevaluated sizeof.  None
 * may be rejected.
 */
#include "prism.h"

PRISM_DEVICE(float, edges, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, stage0, 128);
    PRISM_SHARED(float, stage1, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) % 32 * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_ASYNC(s0, stage0) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(s0 + i, src + i);
            acc += *(stage1 + 127) + *(stage1 - 0) + *&stage1[127] + stage1[127];
            acc += *((stage1 + 64) - 64) + (stage1 + 64)[63] + (float)sizeof(stage1[128]);
            for (const float *p = stage1 + 120; p < stage1 + 128; p++)
                acc += *p;
            const float *end = &stage1[128], *end2 = &*(stage1 + 128);
            acc += end[-1] + end2[-2];
        }
    }
    return acc;
}
/*
 * check-name: adversarial legal: constant offsets that stay inside a shared allocation
 *
 * check-error-start
 * check-error-end
 */
