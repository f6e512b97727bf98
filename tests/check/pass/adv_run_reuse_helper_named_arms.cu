/*
 * adv_run_reuse_helper_named_arms.cu - one 64-thread helper that needs
 * its unit's named barrier, called at the same time from two split arms
 * on two buffers, in a loop.  `rotate64(buf, v, out)` writes buf[i]
 * (a thread[1] partition of its thread[64] parameter) and reads
 * buf[(i + 32) % 64], the other warp's slot (a 64-thread barrier), and
 * next call writes again (WAR).  Arm 1 (warps 0-1) claims tile p, arm 2
 * (warps 2-3) claims tile q; both call the helper every round, so both
 * arms' 64-thread barriers are live together and must not meet each
 * other's threads (docs/SYNC.md 3: ids per region and unit).  After the
 * split the block reads both tiles (RAW), and the next round's calls
 * overwrite them (WAR).
 *
 * Legal: SPEC 3.2 (a thread[64] callee from a thread[64] arm; the
 * claimed pointer is at thread[64], P073 exact), SPEC 6.4 (each claim
 * used in one arm of its level; BLOCKDIM(128)), SPEC 4.2.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, rotate64, PRISM_REQUIRES(THREAD(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, buf, THREAD(64)),
             PRISM_PARAM(int32_t, v, THREAD(1)),
             PRISM_PARAM(int32_t *, res, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(c, buf, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { c[0] = v; }
    }
    PRISM_GROUP(THREAD(1)) { res[0] += buf[(i + 32) % 64]; }
    PRISM_PARTITION(c2, buf, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { c2[0] = res[0] % 1009; }
    }
}

PRISM_KERNEL(reuse_helper_named_arms, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, p, 64);
        PRISM_SHARED(int32_t, q, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 3; r++) {
            PRISM_AT(THREAD(1)) int32_t res[1] = {0};
            PRISM_CLAIM(pa, p, THREAD(64)) {
                PRISM_CLAIM(qa, q, THREAD(64)) {
                    PRISM_SPLIT(WARP) {
                        PRISM_CASE(2) { PRISM_CALL(rotate64, pa, in[base + t] + r + acc % 5, res); }
                        PRISM_CASE(2) { PRISM_CALL(rotate64, qa, in[base + t] * 3 - r, res); }
                    }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += res[0] + 7 * p[(t + 1) % 64] + 11 * q[(t + 2) % 64]; }
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
        int32_t p[64], q[64], acc[128] = {0}, res[128];
        for (int r = 0; r < 3; r++) {
            for (int t = 0; t < 128; t++) {
                res[t] = 0;
                if (t < 64)
                    p[t] = v[t] + r + acc[t] % 5;
                else
                    q[t - 64] = v[t] * 3 - r;
            }
            for (int t = 0; t < 128; t++)
                res[t] += t < 64 ? p[(t + 32) % 64] : q[(t - 64 + 32) % 64];
            for (int t = 0; t < 128; t++) {
                if (t < 64)
                    p[t] = res[t] % 1009;
                else
                    q[t - 64] = res[t] % 1009;
            }
            for (int t = 0; t < 128; t++)
                acc[t] += res[t] + 7 * p[(t + 1) % 64] + 11 * q[(t + 2) % 64];
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_helper_named_arms, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): one 64-thread helper with a named barrier called from two arms at once
 *
 * check-error-start
 * check-error-end
 */
