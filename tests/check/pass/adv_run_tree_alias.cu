/*
 * adv_run_tree_alias.cu - adv_run_tree_reduce with the partner's slot
 * read through a local alias (`const int32_t *q = w + s`, then q[0])
 * instead of w[s].  Each step's reads of slot t + s see the previous
 * step's writes of that slot by another thread: the partition met again
 * on the back edge must be ordered against its own earlier iteration,
 * whether the index is written through the alias or through a copy of
 * it.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(tree_alias, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
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
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
        }
        for (int s = 64; s > 0; s /= 2) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    const int32_t *q = w + s;
                    if (t < s)
                        w[0] += q[0];
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = in[base + t] + 1000 * tile[0]; }
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
    for (int i = 0; i < n; i++) {
        int b = i / 128;
        int32_t s = 0;
        for (int j = 0; j < 128; j++)
            s += in[b * 128 + j];
        out[i] = in[i] + 1000 * s;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(tree_alias, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a tree reduction reading the partner's slot through a local alias of the partition
 *
 * check-error-start
 * check-error-end
 */
