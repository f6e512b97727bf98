/*
 * adv_run_lib_raking_rounds.cu - both algorithms of each collective back
 * to back on one item array (raking grid of 1057 slots, then the 32
 * warp slots at the same arena offset, then the raking scan's two
 * barriers), and a shared tile the block stores striped and threads read
 * across, reused every round.  A raking grid write must wait for the
 * warps still reading the warp-reduction's slots, and so on.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(raking_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4240 + 1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t v[2];
        v[0] = in[2 * g];
        v[1] = in[2 * g + 1];
        for (int r = 0; r < 3; r++) {
            PRISM_AT(THREAD(1)) const int32_t s = PRISM_CALL(prism_block_reduce_raking_sum_i32, v, 2);
            PRISM_AT(THREAD(1)) const int32_t m = PRISM_CALL(prism_block_reduce_warps_max_i32, v, 2);
            (void)PRISM_CALL(prism_block_scan_raking_excl_sum_i32, v, v, 2, m - s);
            PRISM_CALL(prism_block_store_striped_i32, tile, v, 2);
            v[0] = tile[(2 * t + 1 + r) % 256] % 1000;
            v[1] = tile[(2 * t + 130) % 256] % 1000;
            acc += v[0] - v[1];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t v[256], acc[128] = {0};
        for (int i = 0; i < 256; i++)
            v[i] = in[b * 256 + i];
        for (int r = 0; r < 3; r++) {
            int32_t s = 0, m = v[0], run, tile[256], nv[256];
            for (int i = 0; i < 256; i++) {
                s += v[i];
                m = v[i] > m ? v[i] : m;
            }
            run = m - s;
            for (int i = 0; i < 256; i++) {
                int32_t x = v[i];
                v[i] = run;
                run += x;
            }
            /* striped store: thread t's item j (blocked index 2t+j) to slot j*128 + t */
            for (int t = 0; t < 128; t++)
                for (int j = 0; j < 2; j++)
                    tile[j * 128 + t] = v[2 * t + j];
            for (int t = 0; t < 128; t++) {
                nv[2 * t] = tile[(2 * t + 1 + r) % 256] % 1000;
                nv[2 * t + 1] = tile[(2 * t + 130) % 256] % 1000;
                acc[t] += nv[2 * t] - nv[2 * t + 1];
            }
            for (int i = 0; i < 256; i++)
                v[i] = nv[i];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(raking_rounds, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 256);
}
/*
 * check-name: adversarial legal (runnable): raking and warp algorithms back to back with a reused striped tile, in rounds
 *
 * check-error-start
 * check-error-end
 */
