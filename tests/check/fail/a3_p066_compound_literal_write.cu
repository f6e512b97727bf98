/*
 * a3_p066_compound_literal_write.cu - grid[1] write partitions whose slot
 * is stored through a compound literal (a struct value, an array of
 * pointers), then the buffer read again in the same kernel.  SPEC 6.6: a
 * partition is a write partition when it is written through its part or
 * any local copy of it, and a later use is P066; a plain helper that stores
 * through the slot (SPEC 3.2: the call is a store) writes it too (k14c).
 * Red-team A3, finding 14.
 */
#include "prism.h"

typedef struct {
    int *q;
} Box;

static __device__ void put_box(int *p, int v)
{
    Box s = (Box){p};
    s.q[0] = v;
}

PRISM_KERNEL(k14, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, buf, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            Box s = (Box){w};
            s.q[0] = g + 1;
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = buf[(g + 1) % 1024]; } /* error P066 */
    }
}

PRISM_KERNEL(k14b, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, buf, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { ((int *[1]){w})[0][0] = g + 1; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = buf[(g + 1) % 1024]; } /* error P066 */
    }
}
PRISM_KERNEL(k14c, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, buf, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, buf, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { put_box(w, g + 1); }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = buf[(g + 1) % 1024]; } /* error P066 */
    }
}
/*
 * check-name: red-team A3 14: a grid write partition stored through a compound literal is a write partition (P066)
 * check-exit-value: 1
 *
 * check-error-start
a3_p066_compound_literal_write.cu:33:41: error: 'buf' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
a3_p066_compound_literal_write.cu:26:5: note: written through this PRISM_PARTITION
a3_p066_compound_literal_write.cu:33:41: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
a3_p066_compound_literal_write.cu:33:41: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
a3_p066_compound_literal_write.cu:33:41: note: see: prism-check --explain P066
a3_p066_compound_literal_write.cu:45:41: error: 'buf' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
a3_p066_compound_literal_write.cu:41:5: note: written through this PRISM_PARTITION
a3_p066_compound_literal_write.cu:45:41: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
a3_p066_compound_literal_write.cu:45:41: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
a3_p066_compound_literal_write.cu:56:41: error: 'buf' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
a3_p066_compound_literal_write.cu:52:5: note: written through this PRISM_PARTITION
a3_p066_compound_literal_write.cu:56:41: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
a3_p066_compound_literal_write.cu:56:41: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
 * check-error-end
 */
