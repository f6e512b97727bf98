/*
 * adv_run_grp_usersync_ids512.cu - 64-thread units in a 512-thread block
 * (eight units, BLOCKDIM(512)), each with its own slice of a tile, and a
 * user PRISM_SYNC() inside the unit (SPEC 7: legal at every perspective;
 * in thread[64] code it is the unit's named barrier).  Each round a
 * thread writes its slot (thread[1] partition of the unit's slice), reads
 * the slot of its partner in the unit's other warp, then calls
 * PRISM_SYNC() (a redundant-looking user barrier) and reads again.
 * Legal: SPEC 4.1, 6.3, 7.  The checked build must keep, per unit, the
 * RAW between a round's writes and the cross-warp reads and the WAR to the
 * next round's writes; the unit's barriers must meet only its own two
 * warps: inferred named-barrier ids and the ids PRISM_SYNC() uses at run
 * time (ctx.h: 1 + base / 64 at the first level, 1..8 here) must not let
 * two units of the block meet at one id (SPEC 7: "units that can be live
 * at the same time must not share an id").
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_usersync_ids512, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(512), THREAD(64), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 512;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(64)) const int un = (int)PRISM_ID(THREAD(64));
        PRISM_PARTITION(sl, tile, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < 6; r++) {
                    PRISM_PARTITION(one, sl, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { one[0] = in[base + t] * (r + 1) + (acc & 15); }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
                    PRISM_SYNC();
                    PRISM_GROUP(THREAD(1)) { acc += 3 * sl[(u + 33) % 64]; }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[(t + 64) % 512]; }
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
    for (int b = 0; b * 512 < n; b++) {
        int32_t s[512], a[512] = {0};
        for (int r = 0; r < 6; r++) {
            for (int t = 0; t < 512; t++)
                s[t] = in[b * 512 + t] * (r + 1) + (a[t] & 15);
            for (int t = 0; t < 512; t++)
                a[t] += s[(t / 64) * 64 + (t % 64 + 32) % 64] + 3 * s[(t / 64) * 64 + (t % 64 + 33) % 64];
        }
        for (int t = 0; t < 512; t++)
            out[b * 512 + t] = a[t] + 1000 * s[(t + 64) % 512];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_usersync_ids512, 2, 512, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 1024);
}
/*
 * check-name: adversarial legal (runnable): eight 64-thread units with inferred named barriers and a user PRISM_SYNC
 *
 * check-error-start
 * check-error-end
 */
