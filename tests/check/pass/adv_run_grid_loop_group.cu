/*
 * adv_run_grid_loop_group.cu - a block group alone in a grid-level loop.
 * Each round the group allocates its tile (freed at the group's end, so
 * P053 allows it: the same bytes every round), writes one slot per
 * thread through a partition and reads the next thread's slot.  The next
 * round's writes land on slots this round's reads still use, by other
 * threads of the block: the block must meet between them (SYNC.md 3:
 * grid code on shared memory lowers to __syncthreads), although nothing
 * but the group itself is in the loop.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grid_loop_group, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    for (int r = 0; r < 4; r++) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * (r + 1) + (acc & 31); }
            }
            PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1) % 128]; }
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
        int32_t s[128], a[128] = {0};
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = in[b * 128 + t] * (r + 1) + (a[t] & 31);
            for (int t = 0; t < 128; t++)
                a[t] += s[(t + 1) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grid_loop_group, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a block group alone in a grid-level loop, rewriting its tile every round
 *
 * check-error-start
 * check-error-end
 */
