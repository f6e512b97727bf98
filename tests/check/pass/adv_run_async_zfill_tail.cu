/*
 * adv_run_async_zfill_tail.cu - the zero-filling copies on a ragged tail:
 * 202 inputs, so block 1 has 74 valid elements and its tile's last 54
 * slots are written as zeros by the copies themselves (src_bytes below
 * the copy's size: 16, 8 and 4-byte forms, one after another into the
 * same tile).  Between two fills the block reads the tile reversed, so
 * each fill's copies must wait for the previous reads (WAR on an async
 * write) and each read for its fill (RAW).  Then a thread[1] partition
 * overwrites the tile (plain stores after async ones, another thread's
 * slots) and the block reads it once more.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(async_zfill_tail, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(BLOCK(1)) const int valid = n - base < 128 ? n - base : 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ASYNC(a16, tile) {
            PRISM_GROUP(THREAD(1)) {
                const int left = valid - 4 * t;
                const unsigned bytes = left >= 4 ? 16u : left > 0 ? (unsigned)left * 4u : 0u;
                if (t < 32)
                    prism_cp_async16z(a16 + 4 * t, bytes ? in + base + 4 * t : in, bytes);
                prism_cp_async_commit();
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += tile[127 - t]; }
        PRISM_ASYNC(a8, tile) {
            PRISM_GROUP(THREAD(1)) {
                const int left = valid - 2 * t;
                const unsigned bytes = left >= 2 ? 8u : left > 0 ? 4u : 0u;
                if (t < 64)
                    prism_cp_async8z(a8 + 2 * t, bytes ? in + base + 2 * t : in, bytes);
                prism_cp_async_commit();
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 3 * tile[(t + 37) % 128]; }
        PRISM_ASYNC(a4, tile) {
            PRISM_GROUP(THREAD(1)) {
                const unsigned bytes = t < valid ? 4u : 0u;
                prism_cp_async4z(a4 + t, bytes ? in + base + t : in, bytes);
                prism_cp_async_commit();
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 5 * tile[(t + 90) % 128]; }
        PRISM_PARTITION(w, tile, THREAD(1), (t + 1) % 128) {
            PRISM_GROUP(THREAD(1)) { w[0] = acc; }
        }
        PRISM_GROUP(THREAD(1)) { acc = 1000 * tile[t] + acc; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < 256)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    int32_t a[256];
    for (int i = 0; i < 256; i++) {
        int b = i / 128, t = i % 128, valid = n - b * 128 < 128 ? n - b * 128 : 128;
        int e1 = 127 - t, e2 = (t + 37) % 128, e3 = (t + 90) % 128;
        a[i] = (e1 < valid ? in[b * 128 + e1] : 0) + 3 * (e2 < valid ? in[b * 128 + e2] : 0) +
               5 * (e3 < valid ? in[b * 128 + e3] : 0);
    }
    for (int i = 0; i < 256; i++) {
        int b = i / 128, t = i % 128;
        out[i] = 1000 * a[b * 128 + (t + 127) % 128] + a[i];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(async_zfill_tail, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 202, 256);
}
/*
 * check-name: adversarial legal (runnable): zero-filling cp.async of a ragged tail, three widths into one tile, then plain stores
 *
 * check-error-start
 * check-error-end
 */
