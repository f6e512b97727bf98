/*
 * adv_run_arena_branches.cu - arena reuse whose offsets depend on
 * branches.  A nested block group writes and reads a 128-int tile at
 * offset 0 and ends.  Then an `if` on a kernel parameter allocates a pad
 * in one arm only (SPEC 6.2: "an allocation in one branch of an if stays
 * live after it"), so the next allocation starts at 0 or at 256: either
 * way its bytes overlap the finished group's tile, and its writes must
 * wait for that group's reads.  Then a `switch` whose arms allocate pads
 * of different sizes moves a third allocation onto the second one's
 * bytes after a sibling group has reused them; its writes must wait for
 * the second tile's readers.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(arena_branches, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, x, 128);
            PRISM_PARTITION(w, x, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * 2; }
            }
            PRISM_GROUP(THREAD(1)) { acc = x[(t + 100) % 128]; }
        }
        if (n > 0) {
            PRISM_SHARED(int32_t, pad, 64);
            (void)pad;
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, y, 128);
            PRISM_PARTITION(w, y, THREAD(1), (t + 1) % 128) {
                PRISM_GROUP(THREAD(1)) { w[0] = acc + 1; }
            }
            PRISM_GROUP(THREAD(1)) { acc += 10 * y[(t + 37) % 128]; }
        }
        switch (n % 3) {
        case 0: {
            PRISM_SHARED(int32_t, p0, 4);
            (void)p0;
            break;
        }
        case 1: {
            PRISM_SHARED(int32_t, p1, 36);
            (void)p1;
            break;
        }
        default:
            break;
        }
        PRISM_SHARED(int32_t, z, 128);
        PRISM_PARTITION(w, z, THREAD(1), 127 - t) {
            PRISM_GROUP(THREAD(1)) { w[0] = acc - t; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * z[(t + 3) % 128]; }
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
        int32_t a[128], y[128], z[128];
        for (int t = 0; t < 128; t++)
            a[t] = in[b * 128 + (t + 100) % 128] * 2;
        for (int t = 0; t < 128; t++)
            y[(t + 1) % 128] = a[t] + 1;
        for (int t = 0; t < 128; t++)
            a[t] += 10 * y[(t + 37) % 128];
        for (int t = 0; t < 128; t++)
            z[127 - t] = a[t] - t;
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t] + 1000 * z[(t + 3) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(arena_branches, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): allocations moved by an if arm's and switch arms' pads onto finished groups' tiles
 *
 * check-error-start
 * check-error-end
 */
