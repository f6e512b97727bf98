/*
 * inject_partition.cu - P067 (a warning): write partitions that give two
 * units the same element.  The paper lets partitions race (last writer
 * wins); these races are never what the author meant.  Warnings only: the
 * exit status stays 0.
 */
#include "prism.h"

/* The offset reads only block-uniform values: every thread gets the same slot. */
PRISM_DEVICE(void, same_slot, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(int, row, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_PARTITION(o, out, THREAD(1), row * 4) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                o[k] = v;
        }
    }
}

/* Stride 3, each thread writes elements 0 and 3: thread t's 3 is thread t+1's 0. */
PRISM_DEVICE(void, stride_three, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(32)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 3 * lane + 1) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) {
            o[0] = v;
            o[3] = v;
        }
    }
}

/* A mask folds 32 lanes onto 8 slots. */
PRISM_DEVICE(void, masked_slot, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, bins, THREAD(32)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(b, bins, THREAD(1), lane & 7) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { b[0] = v; }
    }
}

/* Two lanes per slot: lane / 2 takes 16 values over 32 lanes. */
PRISM_DEVICE(void, paired, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(32)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), lane / 2) { /* warning P067 */
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}

/* Warps 16 elements apart, each lane writing its own element of 32: warps overlap. */
PRISM_KERNEL(warp_tiles, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(2048))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 512);
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        PRISM_PARTITION(wt, tile, THREAD(32), w * 16) { /* warning P067 */
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(e, wt, THREAD(1), lane) {
                    PRISM_GROUP(THREAD(1)) { e[0] = 1.0f; }
                }
            }
        }
    }
}
/*
 * check-name: P067: provably non-injective write partitions (warnings)
 *
 * check-error-start
inject_partition.cu:13:40: warning: write partition 'o' of 'out' is not injective: its offset is the same for every thread[1] unit, and each writes the same elements through it [P067]
inject_partition.cu:16:22: note: written here by every thread[1] unit
inject_partition.cu:13:40: note: at stake: two units write the same element: the last write wins at random
inject_partition.cu:13:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
inject_partition.cu:13:40: note: see: prism-check --explain P067
inject_partition.cu:26:40: warning: write partition 'o' of 'out' is not injective: neighbouring thread[1] units are 3 elements apart, but the elements each writes span 0 to 3 of its slot, so units 3 elements apart overlap [P067]
inject_partition.cu:28:18: note: written here
inject_partition.cu:26:40: note: at stake: two units write the same element: the last write wins at random
inject_partition.cu:26:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
inject_partition.cu:39:41: warning: write partition 'b' of 'bins' is not injective: its offset takes at most 8 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
inject_partition.cu:40:39: note: written here by every thread[1] unit
inject_partition.cu:39:41: note: at stake: two units write the same element: the last write wins at random
inject_partition.cu:39:41: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
inject_partition.cu:49:40: warning: write partition 'o' of 'out' is not injective: its offset takes at most 16 values over 32 or more thread[1] units, and each writes the same elements through it [P067]
inject_partition.cu:50:39: note: written here by every thread[1] unit
inject_partition.cu:49:40: note: at stake: two units write the same element: the last write wins at random
inject_partition.cu:49:40: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
inject_partition.cu:60:47: warning: write partition 'wt' of 'tile' is not injective: neighbouring thread[32] units are 16 elements apart, but the elements each writes span 0 to 31 of its slot, so units 16 elements apart overlap [P067]
inject_partition.cu:64:51: note: written here
inject_partition.cu:60:47: note: at stake: two units write the same element: the last write wins at random
inject_partition.cu:60:47: note: fix: each unit writes only its own piece: with the offset PRISM_ID(level(n)) times the piece size, index within the piece (y[0] .. y[size - 1]); a neighbour's element is written by the neighbour, or after the scope
 * check-error-end
 */
