/*
 * adv_run_atomic_classes.cu - shared-memory atomics of different classes
 * on the same words, in consecutive thread[1] phases, then plain reads.
 * Every thread applies atomicMax to m[0], then every thread atomicMin
 * (with values above and below the maximum): max and min do not commute,
 * so the second phase must wait for the first (SPEC 6.7: "a change of
 * class is ordered like any write"), and the result is then exactly
 * min(max(v), min(v + 30)).  A ticket counter with a used result
 * (atomicAdd's old value) picks each thread's slot, filled by
 * atomicExch; atomicOr then atomicAnd on one word; and finally every
 * thread reads all the slots and the words with plain loads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(atomic_classes, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, m, 4);
        PRISM_SHARED(int, slots, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int v = in[base + t];
        PRISM_ONE_CLAIM(z, m) {
            z[0] = -1000;
            z[1] = 0;
            z[2] = 0;
            z[3] = -1;
        }
        PRISM_GROUP(THREAD(1)) { atomicMax(&m[0], v); }
        PRISM_GROUP(THREAD(1)) { atomicMin(&m[0], v + 30); }
        PRISM_GROUP(THREAD(1)) {
            const int s = atomicAdd(&m[1], 1);
            atomicExch(&slots[s], v * 3);
        }
        PRISM_GROUP(THREAD(1)) { atomicOr(&m[2], 1 << (t % 31)); }
        PRISM_GROUP(THREAD(1)) { atomicAnd(&m[3], ~(1 << (t % 29))); }
        PRISM_GROUP(THREAD(1)) {
            int32_t sum = 0;
            for (int j = 0; j < 128; j++)
                sum += slots[(j + t) % 128];
            acc = m[0] + 1000 * m[1] + sum * 7 + (m[2] ^ 0x7fffffff) + 3 * m[3];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 128 < n; b++) {
        int mx = -1000, mn, sum = 0, orw = 0, andw = -1;
        for (int t = 0; t < 128; t++)
            mx = in[b * 128 + t] > mx ? in[b * 128 + t] : mx;
        mn = mx;
        for (int t = 0; t < 128; t++)
            mn = in[b * 128 + t] + 30 < mn ? in[b * 128 + t] + 30 : mn;
        for (int t = 0; t < 128; t++) {
            sum += in[b * 128 + t] * 3;
            orw |= 1 << (t % 31);
            andw &= ~(1 << (t % 29));
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = mn + 1000 * 128 + sum * 7 + (orw ^ 0x7fffffff) + 3 * andw;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(atomic_classes, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): atomicMax then atomicMin on one word, a used ticket, exch, or then and, then plain reads
 *
 * check-error-start
 * check-error-end
 */
