/*
 * a3_p066_use_through_copy.cu - SPEC 6.6: copying the pointer reads
 * nothing; a use through the copy is the use.  A struct holding a grid[1]
 * pointer used after its write partition is P066 at that use (not at the
 * copy), and a read of another block's element through a copy before the
 * write partition is P066 with "read here" at that read.  Red-team A3,
 * finding 12 (the copy was taken as the read; the read through a pointer
 * copy before the write was missed).
 */
#include "prism.h"

typedef struct {
    int *p;
} Box;

PRISM_KERNEL(k12a, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    Box bx = {buf}; /* fine: a copy */
    PRISM_PARTITION(w, buf, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { w[0] = g + 1; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = bx.p[(g + 1) % 1024]; } /* error P066 */
    }
}

PRISM_KERNEL(k12b, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    int *cp = buf; /* fine: a copy */
    PRISM_GROUP(THREAD(1)) { r = cp[(g + 1) % 1024]; }
    PRISM_PARTITION(w, buf, THREAD(1), g) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { w[0] = g + 1; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
PRISM_KERNEL(k12c, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    int *cp = buf + 1; /* fine: an address, no element */
    PRISM_GROUP(THREAD(1)) { r = cp[g]; } /* buf[g + 1]: the next unit's */
    PRISM_PARTITION(w, buf, THREAD(1), g) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { w[0] = g + 1; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A3 12: P066 names the use through a copy of the pointer, not the copy
 * check-exit-value: 1
 *
 * check-error-start
a3_p066_use_through_copy.cu:25:41: error: 'bx' points into 'buf', used after a write partition of it at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
a3_p066_use_through_copy.cu:21:5: note: written through this PRISM_PARTITION
a3_p066_use_through_copy.cu:25:41: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
a3_p066_use_through_copy.cu:25:41: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
a3_p066_use_through_copy.cu:25:41: note: see: prism-check --explain P066
a3_p066_use_through_copy.cu:36:24: error: write partition of 'buf' at grid[1] after 'buf' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
a3_p066_use_through_copy.cu:35:36: note: read here
a3_p066_use_through_copy.cu:36:24: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
a3_p066_use_through_copy.cu:36:24: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
a3_p066_use_through_copy.cu:50:24: error: write partition of 'buf' at grid[1] after 'buf' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
a3_p066_use_through_copy.cu:49:36: note: read here
a3_p066_use_through_copy.cu:50:24: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
a3_p066_use_through_copy.cu:50:24: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
 * check-error-end
 */
