/*
 * adv_run_port_blocked_to_striped.cu - the legal look-alike of
 * fail/adv_port_blocked_store_overlap, runnable: CUB's blocked-to-striped
 * exchange by hand.  Each thread loads its 4 items (blocked), hands them
 * to the library's per-thread store inside a partition of the shared tile
 * at 4 * t (the partition is what gives the thread its window), and then
 * reads the tile striped, tile[k * B + t], which other threads stored.
 * Two tiles per block with the tile reused: the second tile's stores
 * (inside a callee) must wait for the first tile's striped reads.
 */
#include "prism.h"
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

#define B 64
#define I 4

PRISM_KERNEL(port_b2s, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(1)), PRISM_SMEM(B * I * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 2 * B * I) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, B * I);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t items[I];
            for (int r = 0; r < 2; r++) {
                const int base = (b * 2 + r) * B * I;
                PRISM_CALL(prism_thread_load_guarded_i32, items, in + base + I * t, I, n - base - I * t, 0);
                PRISM_PARTITION(w, tile, THREAD(1), I * t) {
                    PRISM_CALL(prism_thread_store_i32, w, items, I);
                }
                PRISM_PARTITION(o, ob, THREAD(1), r * B * I + t) {
                    PRISM_GROUP(THREAD(1)) {
                        for (int k = 0; k < I; k++)
                            o[k * B] = tile[k * B + t] * (k + 1);
                    }
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        const int tile = i / (B * I), j = i % (B * I), k = j / B;
        out[i] = in[tile * B * I + j] * (k + 1);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_b2s, 2, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * B * I, 4 * B * I);
}
/*
 * check-name: adversarial port legal (runnable): blocked items into a shared tile through the library's thread store in a partition, striped reads, tile reused
 *
 * check-error-start
 * check-error-end
 */
