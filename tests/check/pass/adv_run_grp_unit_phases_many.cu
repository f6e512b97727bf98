/*
 * adv_run_grp_unit_phases_many.cu - five sibling phases of 64-thread units
 * (PRISM_GROUP(THREAD(64)) in a 256-thread block), each on its own tile:
 * the block partitions the tile into unit slices (SPEC 6.3), each unit
 * runs three rounds (unit 0 of the third phase 24: a trip count uniform in the unit) of "write my slot, read my partner's slot in the other
 * warp" (a 64-thread named barrier per step).  No phase reads another
 * phase's tile, so nothing orders the block between phases: a unit may
 * run ahead into the next phase while another unit is still in this one
 * (SPEC 4.1: no barrier at a group's entry or exit).  At the end the block
 * reads every tile across units.
 * Legal: SPEC 4.1, 6.3, 7.  The checked build must keep each unit's RAW
 * and WAR across its two warps in every phase, with named-barrier ids no
 * two simultaneously live units share (SPEC 7; docs/SYNC.md 3: when the
 * 15 ids run out, the remaining regions keep the conservative barrier),
 * and a __syncthreads before the final reads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(grp_unit_phases_many, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(64), THREAD(32)), PRISM_SMEM(5120),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, t0, 256);
        PRISM_SHARED(int32_t, t1, 256);
        PRISM_SHARED(int32_t, t2, 256);
        PRISM_SHARED(int32_t, t3, 256);
        PRISM_SHARED(int32_t, t4, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(64)) const int un = (int)PRISM_ID(THREAD(64));
        PRISM_PARTITION(sl, t0, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < 3; r++) {
                    PRISM_PARTITION(one, sl, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { one[0] = (acc & 255) + in[base + t] + 0 * 7 + r; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
                }
            }
        }
        PRISM_PARTITION(sl, t1, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < 3; r++) {
                    PRISM_PARTITION(one, sl, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { one[0] = (acc & 255) + in[base + t] + 1 * 7 + r; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
                }
            }
        }
        PRISM_PARTITION(sl, t2, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < (un == 0 ? 24 : 3); r++) {
                    PRISM_PARTITION(one, sl, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { one[0] = (acc & 255) + in[base + t] + 2 * 7 + r; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
                }
            }
        }
        PRISM_PARTITION(sl, t3, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < 3; r++) {
                    PRISM_PARTITION(one, sl, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { one[0] = (acc & 255) + in[base + t] + 3 * 7 + r; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
                }
            }
        }
        PRISM_PARTITION(sl, t4, THREAD(64), un * 64) {
            PRISM_GROUP(THREAD(64)) {
                PRISM_AT(THREAD(1)) const int u = (int)PRISM_ID(THREAD(1));
                for (int r = 0; r < 3; r++) {
                    PRISM_PARTITION(one, sl, THREAD(1), u) {
                        PRISM_GROUP(THREAD(1)) { one[0] = (acc & 255) + in[base + t] + 4 * 7 + r; }
                    }
                    PRISM_GROUP(THREAD(1)) { acc += sl[(u + 32) % 64]; }
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1 * t0[(t + 0) % 256] + 2 * t1[(t + 64) % 256] + 3 * t2[(t + 128) % 256] + 4 * t3[(t + 192) % 256] + 5 * t4[(t + 0) % 256]; }
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
        int32_t a[256] = {0}, s[5][256];
        for (int p = 0; p < 5; p++)
            for (int un = 0; un < 4; un++)
                for (int r = 0; r < (p == 2 && un == 0 ? 24 : 3); r++) {
                    for (int t = un * 64; t < un * 64 + 64; t++)
                        s[p][t] = (a[t] & 255) + in[b * 256 + t] + p * 7 + r;
                    for (int t = un * 64; t < un * 64 + 64; t++)
                        a[t] += s[p][pal(t)];
                }
        for (int t = 0; t < 256; t++) {
            int32_t v = a[t];
            for (int p = 0; p < 5; p++)
                v += (p + 1) * s[p][(t + 64 * (p % 4)) % 256];
            out[b * 256 + t] = v;
        }
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(grp_unit_phases_many, 2, 256, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial legal (runnable): five sibling phases of 64-thread units on their own tiles, no block barrier between them
 *
 * check-error-start
 * check-error-end
 */
