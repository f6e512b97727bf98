/*
 * adv_run_h4_block48_units.cu - a block of 48 threads (BLOCKDIM(48), one
 * and a half warps) cut into three thread[16] units, the last one the
 * whole of the partial warp 1.  Each unit rotates its slice of a shared
 * tile (a sub-warp barrier with the unit's lanes: 0x0000ffff, 0xffff0000,
 * then 0x0000ffff of warp 1), votes on it with PRISM_LANEMASK(), then the
 * block reads across units; the arms of a 32 + 16 split do the same once
 * more (a full warp and the partial one).  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h4_b48, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(48), THREAD(16)), PRISM_SMEM(192),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 48);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t x = 0;
        PRISM_GROUP(THREAD(1)) { x = in[g]; }
        PRISM_PARTITION_TILE(u, tile, THREAD(16), 16) {
            PRISM_GROUP(THREAD(16)) {
                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(w, u, THREAD(1), l) {
                    PRISM_GROUP(THREAD(1)) { w[0] = x; }
                }
                PRISM_GROUP(THREAD(1)) { x += u[(l + 1) % 16]; }
                PRISM_AT(THREAD(16)) const unsigned pos = __ballot_sync(PRISM_LANEMASK(), x > 0);
                x += __popc(pos);
            }
        }
        PRISM_GROUP(THREAD(1)) { x += tile[(t + 16) % 48]; }
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(32) {
                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                x += prism_shfl_xor(x, 1) + l;
            }
            PRISM_CASE(16) {
                x += __shfl_xor_sync(PRISM_LANEMASK(), x, 1, 16);
            }
        }
        v = x;
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 48 < n; b++) {
        int32_t x[48], tile[48], y[48];
        for (int t = 0; t < 48; t++)
            x[t] = tile[t] = in[b * 48 + t];
        for (int t = 0; t < 48; t++)
            y[t] = x[t] + tile[(t / 16) * 16 + (t % 16 + 1) % 16];
        for (int u = 0; u < 3; u++) {
            int c = 0;
            for (int l = 0; l < 16; l++)
                c += y[u * 16 + l] > 0;
            for (int l = 0; l < 16; l++)
                y[u * 16 + l] += c;
        }
        for (int t = 0; t < 48; t++)
            x[t] = y[t] + tile[(t + 16) % 48];
        for (int t = 0; t < 48; t++)
            y[t] = x[t] + x[t ^ 1] + (t < 32 ? t : 0);
        for (int t = 0; t < 48; t++)
            out[b * 48 + t] = y[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_b48, n / 48, 48, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 192, 192);
}
/*
 * check-name: adversarial h4 legal (runnable): a 48-thread block cut into thread[16] units and split 32 + 16
 *
 * check-error-start
 * check-error-end
 */
