/*
 * adv_run_reuse_skip_user_sync.cu - a warp phase repeated by a block
 * loop whose block barriers do not run in every round.  Each round every
 * warp takes its 32-slot slice of tile s (a thread[32] partition: the
 * same slice every round, docs/SYNC.md 2 refinement 1), each lane writes
 * its slot through a nested thread[1] partition and then reads the next
 * lane's slot (a warp point, RAW).  Round r + 1's stores overwrite slots
 * that the neighbour lane read in round r (WAR inside the warp through
 * the loop's back edge).  The only other work of the round is
 * a block-uniform if (false in round 1) around a user PRISM_SYNC(), so in round 1 no block barrier
 * runs between the warp phase of round 1 and that of round 2: the warp
 * must meet there by itself (docs/SYNC.md 2, "Regions inside loops": a
 * barrier of the enclosing region counts only where it runs between any
 * two rounds).
 *
 * Legal: SPEC 6.3 (block -> warp -> lane partitions, stores at
 * thread[1]), SPEC 6.2 (plain reads), the trip count / condition is
 * block-uniform (r is a block[1] loop counter, SPEC 5.1).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_skip_user_sync, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, m, 128);
        PRISM_SHARED(int32_t, s, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        for (int r = 0; r < 4; r++) {
            PRISM_AT(THREAD(1)) int32_t y = 0;
            PRISM_PARTITION(ws, s, THREAD(32), warp * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                    PRISM_PARTITION(l, ws, THREAD(1), lane) {
                        PRISM_GROUP(THREAD(1)) { l[0] = in[base + t] * (r + 1) + acc % 5; }
                    }
                    PRISM_GROUP(THREAD(1)) { y = ws[(lane + 1) % 32]; }
                }
            }
            PRISM_GROUP(THREAD(1)) { acc += y; }
            if (r != 1)
                PRISM_SYNC();
            (void)m;
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
        int32_t m[128], s[128], acc[128] = {0}, y[128];
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = v[t] * (r + 1) + acc[t] % 5;
            for (int t = 0; t < 128; t++)
                y[t] = s[(t / 32) * 32 + (t % 32 + 1) % 32];
            for (int t = 0; t < 128; t++)
                acc[t] += y[t];
            (void)m;
        }
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_skip_user_sync, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a block-uniform if (false in round 1) around a user PRISM_SYNC() (block barriers skipped in round 1)
 *
 * check-error-start
 * check-error-end
 */
