/*
 * adv_run_alloc_loop_groups.cu - PRISM_SHARED inside a loop, legal
 * because a block group between the loop and the allocation frees it
 * every round (SPEC 6.2, P053).  Each round has two sibling groups in
 * grid[1] code: the first allocates a 128-int tile, the second a
 * 128-long tile (1024 bytes from the same offset: it covers the first
 * one's bytes and 512 more).  Each group writes its tile through a
 * partition and reads another thread's slot.  The second group's writes
 * land on bytes the first group just read (WAR across allocations), the
 * next round's first group writes bytes the second read (WAR through the
 * back edge), and the same allocation in the next round is the same
 * memory as in this one.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(alloc_loop_groups, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    for (int r = 0; r < 3; r++) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, a, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, a, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + (t + 17 * r) % 128] + r + acc % 5; }
            }
            PRISM_GROUP(THREAD(1)) { acc += a[(3 * t + 1) % 128]; }
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int64_t, d, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w2, d, THREAD(1), 127 - t) {
                PRISM_GROUP(THREAD(1)) { w2[0] = (int64_t)acc * 3 + t; }
            }
            PRISM_GROUP(THREAD(1)) { acc = (int32_t)(d[(t + 64) % 128] - d[(t + 1) % 128]); }
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
        int32_t a[128] = {0}, s[128];
        int64_t d[128];
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = in[b * 128 + (t + 17 * r) % 128] + r + a[t] % 5;
            for (int t = 0; t < 128; t++)
                a[t] += s[(3 * t + 1) % 128];
            for (int t = 0; t < 128; t++)
                d[127 - t] = (int64_t)a[t] * 3 + t;
            for (int t = 0; t < 128; t++)
                a[t] = (int32_t)(d[(t + 64) % 128] - d[(t + 1) % 128]);
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(alloc_loop_groups, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): allocations of two sizes in sibling block groups inside a grid-level loop
 *
 * check-error-start
 * check-error-end
 */
