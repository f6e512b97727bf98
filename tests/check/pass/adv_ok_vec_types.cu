/*
 * adv_ok_vec_types.cu - shared arrays of float3 (12 bytes), int3, uint3,
 * double3 (24), double4 (32), short2 (4), char4 (4), double2 (16),
 * float4 (16), int4 (16): each rounded up to 16, the total exactly the
 * budget.  Stores go through per-thread partitions, made with make_*.
 */
#include "prism.h"

PRISM_DEVICE(void, vecs, PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(384 + 384 + 384 + 768 + 1024 + 128 + 128 + 512 + 512 + 512))
{
    PRISM_SHARED(float3, f3, 32);
    PRISM_SHARED(int3, i3, 32);
    PRISM_SHARED(uint3, u3, 32);
    PRISM_SHARED(double3, d3, 32);
    PRISM_SHARED(double4, d4, 32);
    PRISM_SHARED(short2, s2, 32);
    PRISM_SHARED(char4, c4, 32);
    PRISM_SHARED(double2, d2, 32);
    PRISM_SHARED(float4, f4, 32);
    PRISM_SHARED(int4, i4, 32);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_CLAIM(w, f3, THREAD(1)) {
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(1) { w[0] = make_float3(1.0f, 2.0f, 3.0f); }
        }
    }
    PRISM_PARTITION(a, f4, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { a[0] = make_float4(1.0f, 2.0f, 3.0f, (float)t); }
    }
    (void)i3; (void)u3; (void)d3; (void)d4; (void)s2; (void)c4; (void)d2; (void)i4;
}
/*
 * check-name: adversarial legal: CUDA vector types in shared arrays, sized exactly
 *
 * check-error-start
 * check-error-end
 */
