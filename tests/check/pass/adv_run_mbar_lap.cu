/*
 * adv_run_mbar_lap.cu - one elected thread drives a raw mbarrier (count 1)
 * through four phases and every thread waits each phase; nothing else is
 * shared.  The arrive for the next phase must follow every thread's wait
 * on the phase before: otherwise thread 0 completes phases alone and the
 * others wait on a parity that came back (a hang).
 *
 * Was a hole (red team rt16) for an hour: mbarrier operations commute in
 * the inference (SYNC.md), and the first version let an arrive pass the
 * waits before it.  A wait followed by an arrive is ordered (WAR), an
 * arrive followed by a wait is not (the wait waits).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(mbar_lap, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(64),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
        }
        for (int k = 0; k < 4; k++) {
            PRISM_ONE { prism_mbarrier_arrive(bar); }
            PRISM_GROUP(THREAD(1)) {
                prism_mbarrier_wait(bar, (unsigned)k & 1u);
                acc += k;
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc + in[g % 64];
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = 6 + in[i % 64];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(mbar_lap, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): a raw mbarrier's next arrive waits for every thread's wait on the phase before
 *
 * check-error-start
 * check-error-end
 */
