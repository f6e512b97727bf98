/*
 * adv_run_rt9_atomic_types.cu - phases of blind atomics on one shared word
 * whose order the operand's type makes visible: float sums (+2^25 by every
 * thread, then -2^25, then +1: in phase order exactly 64; interleaved, the
 * +1s round away), and atomicMax through an unsigned view then an int view
 * of one word (max(0xFFFFFFFF, 3) unsigned, then max(-1, 3) signed: 3 in
 * phase order, 0xFFFFFFFF when the signed phase runs first).  The integer
 * sums of the third word commute whatever their order, and stay unordered.
 *
 * Were holes (red team rt9, hole_float_atomic_phases,
 * hole_atomic_max_signedness): every blind atomicAdd was one commuting
 * class, and atomicMax one whatever the sign, so the checked build placed
 * no barrier between the phases and printed 1 (and -1) where the
 * conservative build prints 64 (and 3).  The class now depends on the
 * operand's type (atomic_names.c, sync_resolve.c acc_atomic_operand).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(atomic_types, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, acc, 1);
        PRISM_SHARED(int, w, 2);
        PRISM_ONE_CLAIM(a0, acc) { a0[0] = 0.0f; }
        PRISM_ONE_CLAIM(w0, w) { w0[0] = 0; w0[1] = 0; }
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_FOR_STRIDED(i, 64) { (void)i; atomicAdd(&acc[0], 33554432.0f); }
        PRISM_FOR_STRIDED(i, 64) { (void)i; atomicAdd(&acc[0], -33554432.0f); }
        PRISM_FOR_STRIDED(i, 64) { (void)i; atomicAdd(&acc[0], 1.0f); }
        PRISM_FOR_STRIDED(i, 64) { atomicMax((unsigned *)&w[0], (i == 0 || i == 63) ? 0xFFFFFFFFu : 0u); }
        PRISM_FOR_STRIDED(i, 64) { atomicMax(&w[0], i == 63 ? 3 : -5); }
        PRISM_FOR_STRIDED(i, 64) { atomicAdd(&w[1], in[i] & 7); }
        PRISM_FOR_STRIDED(i, 64) { atomicSub((unsigned *)&w[1], 1u); }
        PRISM_GROUP(THREAD(1)) { r = (int32_t)acc[0] * 1000 + w[0] * 100 + w[1] + t * 0; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = r;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 64 < n; b++) {
        int s = 0;
        for (int i = 0; i < 64; i++)
            s += (in[i] & 7) - 1;
        for (int t = 0; t < 64; t++)
            out[b * 64 + t] = 64 * 1000 + 3 * 100 + s;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(atomic_types, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): phases of float atomicAdd and of signed and unsigned atomicMax on one word
 *
 * check-error-start
 * check-error-end
 */
