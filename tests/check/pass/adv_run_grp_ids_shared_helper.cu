/*
 * adv_run_grp_ids_shared_helper.cu - (red team rt24) a helper whose
 * 64-thread units exchange is run by a kernel with run-time named-barrier
 * ids (a PRISM_SYNC() in a 64-thread unit) and by one without: the helper
 * meets at the run-time ids in both, so the second kernel must use them
 * for all its named barriers too (SYNC.md 9).  It kept static ids for its
 * own 64-thread groups (10..13) while the helper in its other arm met at
 * run-time ids 11 and 12: one barrier from two sites.  Legal; run three
 * ways (the second kernel).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_DEVICE(void, ids_helper64, PRISM_REQUIRES(THREAD(128), THREAD(64)), PRISM_SMEM(0), PRISM_PARAM(int *, sh, THREAD(128)), PRISM_PARAM(int *, acc, THREAD(1)))
{
    PRISM_AT(THREAD(64)) const int u = (int)PRISM_ID(THREAD(64));
    PRISM_PARTITION(hg, sh, THREAD(64), u * 64) {
      PRISM_GROUP(THREAD(64)) {
        PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 30; r++) {
          PRISM_PARTITION(z, hg, THREAD(1), i) { PRISM_GROUP(THREAD(1)) { z[0] = r * 100 + i; } }
          PRISM_GROUP(THREAD(1)) { acc[0] = (acc[0] * 3 + hg[(i + 33) % 64]) & 0xffffff; }
        }
      }
    }
}
PRISM_KERNEL(ids_runtime_user, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(128 * 4),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 128) {
      PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, ta, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(o, ob, THREAD(1), t) {
          PRISM_GROUP(THREAD(64)) { PRISM_SYNC(); }
          PRISM_PARTITION(w, ta, THREAD(128), 0) { PRISM_GROUP(THREAD(128)) { PRISM_CALL(ids_helper64, w, o); } }
        }
      }
    }
}
PRISM_KERNEL(ids_shared_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(384), THREAD(1)), PRISM_SMEM(384 * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 384) {
      PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, ta, 128);
        PRISM_SHARED(int, tb, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(o, ob, THREAD(1), t) {
          PRISM_GROUP(THREAD(1)) { o[0] = n < 0 ? in[0] : 0; }
          PRISM_CLAIM(ca, ta, THREAD(128)) {
          PRISM_CLAIM(c, tb, THREAD(256)) {
            PRISM_SPLIT(THREAD) {
              PRISM_CASE(256) {
                PRISM_AT(THREAD(64)) const int u = (int)PRISM_ID(THREAD(64));
                PRISM_PARTITION(hg, c, THREAD(64), u * 64) {
                  PRISM_GROUP(THREAD(64)) {
                    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
                    for (int r = 0; r < 30; r++) {
                      PRISM_PARTITION(z, hg, THREAD(1), i) { PRISM_GROUP(THREAD(1)) { z[0] = r * 100 + i + 5; } }
                      PRISM_GROUP(THREAD(1)) { o[0] = (o[0] * 3 + hg[(i + 33) % 64]) & 0xffffff; }
                    }
                  }
                }
              }
              PRISM_CASE(128) { PRISM_CALL(ids_helper64, ca, o); }
            }
          } }
        }
      }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)in;
    for (int g = 0; g < n; g++) {
        int t = g % 384, acc = 0, i = t % 64, add = t < 256 ? 5 : 0;
        for (int r = 0; r < 30; r++)
            acc = (acc * 3 + r * 100 + (i + 33) % 64 + add) & 0xffffff;
        out[g] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    return PRISM_LAUNCH(ids_shared_helper, 2, 384, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 768, 768);
}
/*
 * check-name: adversarial legal (runnable): a helper shared by a run-time-ids kernel and a static one
 *
 * check-error-start
 * check-error-end
 */
