/*
 * adv_run_grp_usersync_ids_siblings.cu - three sibling phases of 64-thread
 * units (PRISM_GROUP(THREAD(64)), four units of a 256-thread block), each
 * phase with its own partition of a tile into unit slices (SPEC 6.3) and
 * a cross-warp read inside the unit, so each phase needs a 64-thread
 * named barrier.  The third phase also calls PRISM_SYNC() inside the unit
 * (SPEC 7: legal at every perspective, the unit's own named barrier).
 * Between phases the block reads across units.
 * Legal: SPEC 4.1, 6.3, 7.  Orderings the checked build must keep: in each
 * phase, the unit's writes before its cross-warp reads (bar.sync id, 64
 * meeting only that unit's two warps), and each phase's writes before the
 * block's reads (__syncthreads).  No two units live at once may share a
 * named-barrier id (SPEC 7): PRISM_SYNC() in a first-level 64-thread unit
 * uses ids 1..4 at run time (ctx.h).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_usersync_ids_siblings, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(64), THREAD(32)), PRISM_SMEM(3072),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, ta, 256);
        PRISM_SHARED(int32_t, tb, 256);
        PRISM_SHARED(int32_t, tc, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(64)) const int un = (int)PRISM_ID(THREAD(64));
        PRISM_PARTITION(sl, ta, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(one, sl, THREAD(1), u) {
                    PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] + 1; }
                }
                PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 10 * ta[(t + 64) % 256]; }
        PRISM_PARTITION(sl, tb, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(one, sl, THREAD(1), u) {
                    PRISM_GROUP(THREAD(1)) { one[0] = acc + 2; }
                }
                PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 3 * tb[(t + 128) % 256]; }
        PRISM_PARTITION(sl, tc, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < 4; r++) {
                    PRISM_PARTITION(one, sl, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { one[0] = (acc & 255) + r; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
                    PRISM_SYNC();
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 5 * tc[(t + 192) % 256]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static int pal(int t) { return (t / 64) * 64 + (t % 64 + 32) % 64; }

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 256 < n; b++) {
        int32_t a[256] = {0}, s[256], s2[256];
        for (int t = 0; t < 256; t++)
            s[t] = in[b * 256 + t] + 1;
        for (int t = 0; t < 256; t++)
            a[t] += s[pal(t)];
        for (int t = 0; t < 256; t++)
            a[t] += 10 * s[(t + 64) % 256];
        for (int t = 0; t < 256; t++)
            s[t] = a[t] + 2;
        for (int t = 0; t < 256; t++)
            a[t] += s[pal(t)];
        for (int t = 0; t < 256; t++)
            a[t] += 3 * s[(t + 128) % 256];
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 256; t++)
                s2[t] = (a[t] & 255) + r;
            for (int t = 0; t < 256; t++)
                a[t] += s2[pal(t)];
        }
        for (int t = 0; t < 256; t++)
            out[b * 256 + t] = a[t] + 5 * s2[(t + 192) % 256];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_usersync_ids_siblings, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): three sibling phases of 64-thread units, the third with a user PRISM_SYNC
 *
 * check-error-start
 * check-error-end
 */
