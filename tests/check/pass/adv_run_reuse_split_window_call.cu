/*
 * adv_run_reuse_split_window_call.cu - a library call inside a block
 * point's window.  The block writes tile m (thread t writes m[t]), then
 * the library's blocked store (prism_block_store_direct_i32: thread t
 * writes c[4t .. 4t+3] through its own partition) fills tile c from
 * registers, then every thread reads m at a neighbour's slot and c
 * striped (c[t + 128 k], written by thread (t + 128 k) / 4).  Then the
 * library's striped load reads c back into registers while the block
 * rewrites m, and the block reads m again.
 *
 * Legal: SPEC 3.2 (the store's dst is the block's tile at block[1], its
 * src the thread's registers at thread[1]), SPEC 6.3 for the user's own
 * partitions, SPEC 6.2 for plain reads.  docs/SYNC.md 1: a call writes
 * what its callee writes through its parameters, so the reads of c are
 * a RAW after the call.  If the point for m's read becomes a split
 * barrier with the call as the "independent work" (refinement 5), the
 * call's stores follow the arrive and are not ordered by it.
 */
#include "prism.h"
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_split_window_call, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, m, 128);
        PRISM_SHARED(int32_t, c, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t regs[4];
        PRISM_AT(THREAD(1)) int32_t back[4];
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                regs[k] = in[base + t] * (k + 1) + k;
        }
        PRISM_PARTITION(mw, m, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { mw[0] = in[base + (t + 5) % 128]; }
        }
        PRISM_CALL(prism_block_store_direct_i32, c, regs, 4);
        PRISM_GROUP(THREAD(1)) { acc += m[(t + 1) % 128]; }
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                acc += (k + 3) * c[t + 128 * k];
        }
        PRISM_PARTITION(mw2, m, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { mw2[0] = acc; }
        }
        PRISM_CALL(prism_block_load_striped_i32, back, c, 4);
        PRISM_GROUP(THREAD(1)) {
            acc += 11 * m[(t + 64) % 128];
            for (int k = 0; k < 4; k++)
                acc += back[k] * (k + 1);
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
    for (int blk = 0; blk * 128 < n; blk++) {
        const int32_t *v = in + blk * 128;
        int32_t m[128], c[512], acc[128] = {0};
        for (int t = 0; t < 128; t++) {
            m[t] = v[(t + 5) % 128];
            for (int k = 0; k < 4; k++)
                c[4 * t + k] = v[t] * (k + 1) + k;
        }
        for (int t = 0; t < 128; t++) {
            acc[t] += m[(t + 1) % 128];
            for (int k = 0; k < 4; k++)
                acc[t] += (k + 3) * c[t + 128 * k];
        }
        for (int t = 0; t < 128; t++)
            m[t] = acc[t];
        for (int t = 0; t < 128; t++) {
            acc[t] += 11 * m[(t + 64) % 128];
            for (int k = 0; k < 4; k++)
                acc[t] += c[t + 128 * k] * (k + 1);
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_split_window_call, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a library store inside a block split barrier's window
 *
 * check-error-start
 * check-error-end
 */
