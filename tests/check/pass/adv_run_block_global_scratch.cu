/*
 * adv_run_block_global_scratch.cu - global memory used as a block's
 * scratch.  The grid hands each block its 256-element slice of the
 * output (a block[1] partition of a grid[1] pointer); inside, the block
 * owns the slice like shared memory: its threads write the first half
 * (one slot each), read another thread's slot, write the second half
 * from it, and finally rewrite the first half from the second.  Each
 * hand-over is a RAW or WAR between threads of one block on global
 * memory (SYNC.md 3: block[1] code lowers to __syncthreads, whatever the
 * memory); no block touches another's slice, so no grid barrier is
 * needed (P066 is about reusing the grid's pointer, which nobody does).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(block_global_scratch, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int blk = (int)PRISM_ID(BLOCK(1));
    (void)n;
    PRISM_PARTITION(ob, out, BLOCK(1), blk * 256) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t x = 0;
            PRISM_PARTITION(w, ob, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[blk * 128 + t] * 2; }
            }
            PRISM_GROUP(THREAD(1)) { x = ob[(t + 5) % 128]; }
            PRISM_PARTITION(w, ob, THREAD(1), 128 + (t * 3) % 128) {
                PRISM_GROUP(THREAD(1)) { w[0] = x + t; }
            }
            PRISM_GROUP(THREAD(1)) { x = ob[128 + (t + 64) % 128] - ob[(t + 1) % 128]; }
            PRISM_PARTITION(w, ob, THREAD(1), 127 - t) {
                PRISM_GROUP(THREAD(1)) { w[0] = x; }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t s[256], x[128];
        for (int t = 0; t < 128; t++)
            s[t] = in[b * 128 + t] * 2;
        for (int t = 0; t < 128; t++)
            x[t] = s[(t + 5) % 128];
        for (int t = 0; t < 128; t++)
            s[128 + (t * 3) % 128] = x[t] + t;
        for (int t = 0; t < 128; t++)
            x[t] = s[128 + (t + 64) % 128] - s[(t + 1) % 128];
        for (int t = 0; t < 128; t++)
            s[127 - t] = x[t];
        for (int i = 0; i < 256; i++)
            out[b * 256 + i] = s[i];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(block_global_scratch, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 512);
}
/*
 * check-name: adversarial legal (runnable): a block's slice of global memory used as scratch by its threads in three phases
 *
 * check-error-start
 * check-error-end
 */
