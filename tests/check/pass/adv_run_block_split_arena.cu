/*
 * adv_run_block_split_arena.cu - arena reuse across a BLOCK split.  Pairs
 * of blocks (PRISM_GROUP(BLOCK(2))) split into two block[1] arms; each arm
 * allocates its own tile (from the same offset: SPEC 6.2, a case body
 * frees what it took), fills it through a partition and reads another
 * thread's slot.  After the split, a sibling block group in the same
 * block[2] code allocates a tile of another type at that offset again and
 * writes it: in each block its writes land on the bytes the arm it ran
 * just read (WAR across allocations; SYNC.md 3: shared memory in block[m]
 * code lowers to __syncthreads).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(block_split_arena, PRISM_REQUIRES(GRID(1), BLOCK(2), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(2)) {
        PRISM_SPLIT(BLOCK) {
            PRISM_CASE(1) {
                PRISM_SHARED(int32_t, a, 128);
                PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(w, a, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * 3; }
                }
                PRISM_GROUP(THREAD(1)) { acc = a[(t + 1) % 128]; }
            }
            PRISM_CASE(1) {
                PRISM_SHARED(int32_t, b, 256);
                PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(w, b, THREAD(1), 2 * t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] - 5; w[1] = t; }
                }
                PRISM_GROUP(THREAD(1)) { acc = b[(2 * t + 3) % 256] + b[(2 * t + 130) % 256]; }
            }
        }
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int64_t, d, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, d, THREAD(1), 127 - t) {
                PRISM_GROUP(THREAD(1)) { w[0] = (int64_t)acc * 1000 + t; }
            }
            PRISM_GROUP(THREAD(1)) { acc = (int32_t)(d[(t + 9) % 128] % 100000); }
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
        const int32_t *v = in + b * 128;
        int32_t a[128];
        int64_t d[128];
        for (int t = 0; t < 128; t++) {
            int u = (t + 1) % 128, p = (2 * t + 3) % 256, q = (2 * t + 130) % 256;
            if (b % 2 == 0)
                a[t] = v[u] * 3;
            else
                a[t] = (p % 2 ? p / 2 : v[p / 2] - 5) + (q % 2 ? q / 2 : v[q / 2] - 5);
        }
        for (int t = 0; t < 128; t++)
            d[127 - t] = (int64_t)a[t] * 1000 + t;
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = (int32_t)(d[(t + 9) % 128] % 100000);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(block_split_arena, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): tiles of two block arms of a BLOCK split, then a sibling block group's tile on the same bytes
 *
 * check-error-start
 * check-error-end
 */
