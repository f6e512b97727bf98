/*
 * adv_run_grp_unit_one_counter.cu - a 64-thread unit's loop around a
 * shared counter that its first thread updates.  The block hands each unit
 * (PRISM_GROUP(THREAD(64)) in a 256-thread block) a 64-element slice (SPEC
 * 6.3); the unit's first thread initialises slot 0 (PRISM_ONE_CLAIM, SPEC
 * 4.4, 6.4); then for 4 + unit rounds (a trip count uniform in the unit:
 * `while (sl[0] < lim)` is P032, a memory read being thread[1], SPEC 5.2)
 * every thread adds sl[0] to its accumulator and the first thread adds a
 * step to it.  After the group the block reads the other units' counters.
 * Legal: SPEC 4.1, 4.4, 6.3, 6.4, 7.  Orderings to keep: the one thread's
 * write -> every thread's read (bar.sync id, 64: the readers span two
 * warps); the reads -> the next write (WAR, same); the units' last writes
 * -> the block's cross-unit reads (__syncthreads).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_unit_one_counter, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(64), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(64)) const int un = (int)PRISM_ID(THREAD(64));
        PRISM_PARTITION(sl, tile, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_ONE_CLAIM(m, sl) { m[0] = 0; }
                for (int k = 0; k < 4 + un; k++) {
                    PRISM_GROUP(THREAD(1)) { acc += sl[0] + (in[base + t] & 1); }
                    PRISM_ONE_CLAIM(m, sl) { m[0] += 3 + un; }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[((t / 64 + 1) % 4) * 64]; }
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
    for (int b = 0; b * 256 < n; b++) {
        int32_t fin[4];
        for (int un = 0; un < 4; un++) {
            int32_t c = 0;
            for (int k = 0; k < 4 + un; k++)
                c += 3 + un;
            fin[un] = c;
        }
        for (int t = 0; t < 256; t++) {
            int un = t / 64;
            int32_t a = 0, c = 0;
            for (int k = 0; k < 4 + un; k++) {
                a += c + (in[b * 256 + t] & 1);
                c += 3 + un;
            }
            out[b * 256 + t] = a + 1000 * fin[(un + 1) % 4];
        }
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_unit_one_counter, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): a 64-thread unit's loop on a counter its first thread updates
 *
 * check-error-start
 * check-error-end
 */
