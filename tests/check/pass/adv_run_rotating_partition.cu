/*
 * adv_run_rotating_partition.cu - one partition in a loop whose offset
 * rotates: in round k thread t owns slot (t + k) mod 128 and adds to it,
 * so it reads what thread t + 1 wrote there in round k - 1.  Each round
 * is an injective partition (SPEC 6.3); across rounds the units hand
 * slots to each other, which the back edge of the loop must order
 * (SPEC 7: a point goes before a write node whose parent is a write,
 * loop back edges included).  The conservative build meets at every
 * scope boundary.
 *
 * Was a hole (tagged adv-known-race): the partition in the loop was not
 * ordered against its own earlier rounds because the addresses through
 * its alias do not change, although its offset does.  An offset that
 * changes between rounds now keeps the partition unordered only when it
 * is a fresh index (`e = j + PRISM_ID(THREAD(1))`, j stepping by
 * PRISM_NTHREADS(): no unit ever gets another unit's element), or a const
 * computed from one (sync_stable.c, offset_fresh): 2 points, one in the
 * loop.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(rotating_partition, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 0; }
        }
        for (int k = 0; k < 4; k++) {
            PRISM_PARTITION(w, tile, THREAD(1), (t + k) % 128) {
                PRISM_GROUP(THREAD(1)) { w[0] = w[0] * 2 + in[base + t]; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[t]; }
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
        int32_t s[128] = {0};
        for (int k = 0; k < 4; k++)
            for (int t = 0; t < 128; t++)
                s[(t + k) % 128] = s[(t + k) % 128] * 2 + in[b * 128 + t];
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = s[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(rotating_partition, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a partition in a loop whose offset rotates the slots between threads
 *
 * check-error-start
 * check-error-end
 */
