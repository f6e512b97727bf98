/*
 * adv_run_sibling_groups.cu - two phases in sibling block groups, each
 * with its own shared tile.  Both tiles start at the same arena offset, so
 * phase 2's writes land on the bytes phase 1 was still reading: a correct
 * build must order them (write after read across allocations).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(sibling, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { acc = a[255 - t]; }
    }
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, b, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 1000 * t; }
        }
        PRISM_GROUP(THREAD(1)) { acc += b[(t + 1) % 256]; }
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
    for (int i = 0; i < n; i++)
        out[i] = in[(i / 256) * 256 + 255 - i % 256] + 1000 * ((i % 256 + 1) % 256);
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(sibling, (unsigned)n / 256, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal: sibling block groups whose tiles share arena bytes
 *
 * check-error-start
 * check-error-end
 */
