/*
 * partition_overlap_claim.cu - P067 (a warning) for warps' slots that
 * overlap when lane 0 writes each warp's partials through PRISM_ONE_CLAIM
 * (red team p7, H1: the per-warp slot at `w` where `2 * w` was meant; the
 * same write through a nested partition was warned, the claim's was not
 * read).  SPEC 6.3: a claim's name is a name derived from the slot, and
 * PRISM_ONE's arm runs in every unit.  `twoPerWarp` is the look-alike
 * with the stride the writes need; `foldedPair`: `((w + 1) / 2) * 32` over
 * two warps is 0 and 32 (red team rt16: the fold's count ignored the + 1).
 */
#include "prism.h"

PRISM_KERNEL(onePerWarp, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_PARTITION(ob, out, BLOCK(1), (int)PRISM_ID(BLOCK(1)) * 256) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, red, 512);
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
            PRISM_PARTITION(rw, red, THREAD(32), w) { /* warning P067 */
                PRISM_GROUP(THREAD(32)) {
                    PRISM_ONE_CLAIM(r1, rw) { r1[0] = 1.0f; r1[1] = 2.0f; }
                }
            }
            PRISM_PARTITION(o1, ob, THREAD(1), (int)PRISM_ID(THREAD(1))) {
                PRISM_GROUP(THREAD(1)) { o1[0] = red[0]; }
            }
        }
    }
}

PRISM_KERNEL(twoPerWarp, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_PARTITION(ob, out, BLOCK(1), (int)PRISM_ID(BLOCK(1)) * 256) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, red, 512);
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
            PRISM_PARTITION(rw, red, THREAD(32), 2 * w) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_ONE_CLAIM(r1, rw) { r1[0] = 1.0f; r1[1] = 2.0f; }
                }
            }
            PRISM_PARTITION(o1, ob, THREAD(1), (int)PRISM_ID(THREAD(1))) {
                PRISM_GROUP(THREAD(1)) { o1[0] = red[0]; }
            }
        }
    }
}

PRISM_KERNEL(foldedPair, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_PARTITION(ob, out, BLOCK(1), (int)PRISM_ID(BLOCK(1)) * 64) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, red, 64);
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
            PRISM_PARTITION(rw, red, THREAD(32), ((w + 1) / 2) * 32) {
                PRISM_GROUP(THREAD(32)) {
                    PRISM_ONE_CLAIM(r1, rw) {
                        for (int k = 0; k < 32; k++)
                            r1[k] = 1.0f;
                    }
                }
            }
            PRISM_PARTITION(o1, ob, THREAD(1), (int)PRISM_ID(THREAD(1))) {
                PRISM_GROUP(THREAD(1)) { o1[0] = red[0]; }
            }
        }
    }
}

/*
 * check-name: overlapping warp slots written through PRISM_ONE_CLAIM (P067 warning)
 *
 * check-error-start
partition_overlap_claim.cu:20:50: warning: write partition 'rw' of 'red' is not injective: neighbouring thread[32] units are 1 elements apart, but the elements each writes span 0 to 1 of its slot, so units 1 elements apart overlap [P067]
partition_overlap_claim.cu:22:53: note: written here
partition_overlap_claim.cu:20:50: note: at stake: two units write the same element: the last write wins at random
partition_overlap_claim.cu:20:50: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
partition_overlap_claim.cu:20:50: note: see: prism-check --explain P067
 * check-error-end
 */
