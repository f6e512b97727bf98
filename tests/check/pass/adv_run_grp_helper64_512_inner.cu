/*
 * adv_run_grp_helper64_512_inner_inner.cu - a thread[64] helper (PRISM_DEVICE
 * requiring THREAD(64)) called from PRISM_GROUP(THREAD(64)) units of a
 * 512-thread block (eight units; BLOCKDIM(512)), in a block loop of 4 rounds.  The block hands each unit
 * its 64-element slice (SPEC 6.3); the helper partitions its parameter to
 * threads, writes, and reads the other warp's slot; back in the unit, the
 * caller reads a third slot of the slice, three times per round (a loop
 * inside the unit, so the unit's own barriers order its calls); on even rounds the block then
 * reads across units.
 * Legal: SPEC 3.2 (thread[64] callee from thread[64] code, pointer at
 * thread[64]), 4.1, 6.3, 7.  Orderings to keep: inside the helper, writes
 * -> cross-warp read (bar.sync id, 64); the caller's reads of round r and
 * the helper's reads -> the helper's writes of round r + 1 (WAR: at least
 * the unit; after an even round the whole block, which read across
 * units); the units' writes -> the block's reads (__syncthreads).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, step64, PRISM_REQUIRES(THREAD(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, buf, THREAD(64)),
             PRISM_PARAM(int32_t, v, THREAD(1)),
             PRISM_PARAM(int32_t *, res, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(c, buf, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { c[0] = v; }
    }
    PRISM_GROUP(THREAD(1)) { res[0] += buf[(i + 32) % 64]; }
}

PRISM_KERNEL(grp_helper64_512_inner, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512), THREAD(64), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc[1] = {0};
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(64)) const int un = (int)PRISM_ID(THREAD(64));
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(sl, tile, THREAD(64), un * 64) {
                PRISM_GROUP(THREAD(64)) {
                    PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                    for (int k = 0; k < 3; k++) {
                        PRISM_CALL(step64, sl, in[base + t] * (r + 2) + (acc[0] & 31) + k, acc);
                        PRISM_GROUP(THREAD(1)) { acc[0] += 5 * sl[(u + 17) % 64]; }
                    }
                }
            }
            if (r % 2 == 0) {
                PRISM_GROUP(THREAD(1)) { acc[0] += 11 * tile[(t + 64) % 512]; }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc[0];
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 512 < n; b++) {
        int32_t a[512] = {0}, s[512];
        for (int r = 0; r < 4; r++) {
            for (int k = 0; k < 3; k++) {
                for (int t = 0; t < 512; t++)
                    s[t] = in[b * 512 + t] * (r + 2) + (a[t] & 31) + k;
                for (int t = 0; t < 512; t++)
                    a[t] += s[(t & ~63) + (t % 64 + 32) % 64];
                for (int t = 0; t < 512; t++)
                    a[t] += 5 * s[(t & ~63) + (t % 64 + 17) % 64];
            }
            if (r % 2 == 0)
                for (int t = 0; t < 512; t++)
                    a[t] += 11 * s[(t + 64) % 512];
        }
        for (int t = 0; t < 512; t++)
            out[b * 512 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_helper64_512_inner, 2, 512, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): a thread[64] helper called from the eight 64-thread units of a 512-thread block three calls per round inside the unit, block reads on even rounds
 *
 * check-error-start
 * check-error-end
 */
