/*
 * adv_run_alias_neighbour_rounds.cu - one partition in a loop whose
 * alias reaches past the unit's slot, at a fixed index: even rounds
 * store w[0] (the thread's own slot), odd rounds load w[1] (the next
 * thread's slot; SPEC 6.3 allows any index through the partition's
 * pointer).  No round both writes and reads one element, so there is no
 * race inside a round; but round k's load of w[1] reads what thread
 * t + 1 stored in round k - 1, so the partition met again through the
 * back edge must be ordered against its own earlier round (SPEC 7: a
 * point goes before a node whose parent is a write).  The addresses
 * through the alias are the same every round; the units are not.
 *
 * Was a hole (tagged adv-known-race): the partition was not ordered
 * against its own earlier rounds because every address through its alias
 * (w[0], w[1]) is the same in each round.  It now is unless each unit's
 * footprint (the elements it reaches through the alias, bounded) fits in
 * the offset's stride per unit (sync_stable.c, footprints_apart): w[0]
 * and w[1] with offset t do not, so the point moves into the loop.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(alias_neighbour_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) { z[0] = 0; z[1] = 0; }
        }
        for (int k = 0; k < 6; k++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    if (k % 2 == 0)
                        w[0] = in[base + (t + k) % 128] + acc;
                    else
                        acc = w[1] * 2 - acc;
                }
            }
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
        int32_t s[256] = {0}, a[128] = {0};
        for (int k = 0; k < 6; k++) {
            if (k % 2 == 0)
                for (int t = 0; t < 128; t++)
                    s[t] = in[b * 128 + (t + k) % 128] + a[t];
            else
                for (int t = 0; t < 128; t++)
                    a[t] = s[t + 1] * 2 - a[t];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(alias_neighbour_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a loop's partition writes its own slot on even rounds and reads the next slot on odd ones
 *
 * check-error-start
 * check-error-end
 */
