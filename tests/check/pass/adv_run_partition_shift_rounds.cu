/*
 * adv_run_partition_shift_rounds.cu - partitions in loops whose offsets
 * move between rounds without being fresh for every unit: a sliding
 * window (`j + t`, j stepping by 1: in round j thread t owns the slot
 * thread t + 1 owned in round j - 1) and a stride smaller than the
 * block (`j + t`, j stepping by 64 with 128 threads: thread t owns in
 * round 1 the slot thread t + 64 owned in round 0).  Each round is an
 * injective partition (SPEC 6.3) whose units read and write their own
 * slot; across rounds the units hand slots to each other, which the back
 * edge must order (SPEC 7).
 *
 * Written with the fix for adv_run_rotating_partition: a build without it
 * placed no point inside either loop (MISMATCH, races on the stores).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(partition_shift_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, slide, 136);
        PRISM_SHARED(int32_t, wide, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int32_t v = in[base + t];
        PRISM_PARTITION(z, slide, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                z[0] = 0;
                if (t < 8)
                    z[128] = 0;
            }
        }
        PRISM_PARTITION(z, wide, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) { z[0] = 0; z[1] = 0; }
        }
        for (int j = 0; j < 4; j++) {
            PRISM_PARTITION(w, slide, THREAD(1), j + t) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 2 + v; }
            }
        }
        for (int j = 0; j < 128; j += 64) {
            PRISM_PARTITION(w, wide, THREAD(1), j + t) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 3 + v; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = slide[(t + 1) % 128 + 3] + 1000 * wide[(t + 1) % 128 + 64]; }
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
        int32_t s[136] = {0}, w[256] = {0};
        const int32_t *v = in + b * 128;
        for (int j = 0; j < 4; j++)
            for (int t = 0; t < 128; t++)
                s[j + t] = s[j + t] * 2 + v[t];
        for (int j = 0; j < 128; j += 64)
            for (int t = 0; t < 128; t++)
                w[j + t] = w[j + t] * 3 + v[t];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = s[(t + 1) % 128 + 3] + 1000 * w[(t + 1) % 128 + 64];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(partition_shift_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): partitions in loops whose offsets slide by 1 and by half the block
 *
 * check-error-start
 * check-error-end
 */
