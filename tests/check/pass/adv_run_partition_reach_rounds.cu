/*
 * adv_run_partition_reach_rounds.cu - partitions in loops with a fixed
 * offset whose units reach past their own part, one round writing and
 * the next reading, so no round races with itself but data passes
 * between units from one round to the next (SPEC 6.3 allows any index
 * through the partition's pointer; SPEC 7 orders a node after a write
 * parent through the back edge):
 *
 * - offset 2 * t, z[0] and z[1] written on even rounds, z[2] (the next
 *   thread's z[0]) read on odd rounds;
 * - a warp's 32-slot slice (offset warp * 32), its lanes writing their
 *   own slot through a nested partition on even rounds and reading
 *   ws[(lane + 32) % 64], the next warp's slice, on odd ones;
 * - offset t, w[0] written on even rounds and handed to a plain C
 *   helper that reads p[1] on odd ones.
 *
 * Written with the fix for adv_run_alias_neighbour_rounds and
 * adv_run_warp_exchange_rounds: a build without it placed no point in
 * any of the three loops.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

static __device__ __forceinline__ int32_t peek_next(const int32_t *p)
{
    return p[1];
}

PRISM_KERNEL(partition_reach_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, pairs, 258);
        PRISM_SHARED(int32_t, slices, 160);
        PRISM_SHARED(int32_t, cells, 129);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        PRISM_AT(THREAD(1)) const int32_t v = in[base + t];
        PRISM_PARTITION(z, pairs, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) { z[0] = 0; z[1] = 0; }
        }
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(z, pairs, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    if (r % 2 == 0) {
                        z[0] = v * (r + 1) + acc;
                        z[1] = -v;
                    } else {
                        acc += (t < 127 ? z[2] : 0) * 2; /* the last thread has no neighbour */
                    }
                }
            }
        }
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(ws, slices, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    if (r % 2 == 0) {
                        PRISM_PARTITION(l1, ws, THREAD(1), lane) {
                            PRISM_GROUP(THREAD(1)) { l1[0] = v + r + (acc & 15); }
                        }
                    } else {
                        PRISM_GROUP(THREAD(1)) { acc += warp < 3 ? 3 * ws[(lane + 32) % 64] : 0; }
                    }
                }
            }
        }
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(w, cells, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    if (r % 2 == 0)
                        w[0] = v - r + (acc & 7);
                    else
                        acc += t < 127 ? 5 * peek_next(w) : 0;
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
        const int32_t *v = in + b * 128;
        int32_t p[258] = {0}, s[160] = {0}, c[129] = {0}, a[128] = {0};
        /* Odd rounds read what the even round before wrote. */
        for (int r = 0; r < 4; r++) {
            int32_t np[258];
            for (int i = 0; i < 258; i++)
                np[i] = p[i];
            for (int t = 0; t < 128; t++) {
                if (r % 2 == 0) {
                    np[2 * t] = v[t] * (r + 1) + a[t];
                    np[2 * t + 1] = -v[t];
                } else {
                    a[t] += (t < 127 ? p[2 * t + 2] : 0) * 2;
                }
            }
            for (int i = 0; i < 258; i++)
                p[i] = np[i];
        }
        for (int r = 0; r < 4; r++) {
            int32_t ns[160];
            for (int i = 0; i < 160; i++)
                ns[i] = s[i];
            for (int t = 0; t < 128; t++) {
                int w = t / 32, lane = t % 32;
                if (r % 2 == 0)
                    ns[w * 32 + lane] = v[t] + r + (a[t] & 15);
                else
                    a[t] += w < 3 ? 3 * s[w * 32 + (lane + 32) % 64] : 0;
            }
            for (int i = 0; i < 160; i++)
                s[i] = ns[i];
        }
        for (int r = 0; r < 4; r++) {
            int32_t nc[129];
            for (int i = 0; i < 129; i++)
                nc[i] = c[i];
            for (int t = 0; t < 128; t++) {
                if (r % 2 == 0)
                    nc[t] = v[t] - r + (a[t] & 7);
                else
                    a[t] += t < 127 ? 5 * c[t + 1] : 0;
            }
            for (int i = 0; i < 129; i++)
                c[i] = nc[i];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(partition_reach_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): partitions in loops whose units reach the next unit's part (z[2] with offset 2t, the next warp's slice, a helper reading p[1])
 *
 * check-error-start
 * check-error-end
 */
