/*
 * own_grid_element_moved.cu - SPEC 6.6's own-element exemption is by
 * value, not by name: a read of x[off] before a write partition of x at
 * off is the unit's own element only while `off` still holds the value it
 * was read with, and only when the unit writes nothing but that element
 * (its part's [0]).  Each kernel shifts x in place, x[i + 1] = x[i]: unit
 * g writes what unit g + 1 read, unordered across blocks (P066).  The
 * porter's findings 1 and 2 (2026-11-28).  Look-alikes that stay legal:
 * adv_ok_own_grid_read_own_then_write, own_grid_element_kept.
 */
#include "prism.h"

/* The offset variable steps between the read and the partition. */
PRISM_KERNEL(moved, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int off = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(THREAD(1)) { if (off < n) v = x[off]; }
    off = off + 1;
    PRISM_PARTITION(xg, x, THREAD(1), off) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { if (off < n) xg[0] = v; }
    }
}

/* The same with ++, and with the offset's address given away. */
PRISM_KERNEL(stepped, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int off = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(THREAD(1)) {
        if (off < n)
            v = x[off];
        off++;
    }
    PRISM_PARTITION(xg, x, THREAD(1), off) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { if (off < n) xg[0] = v; }
    }
}

/* The offset is unchanged, but the unit writes past its own element. */
PRISM_KERNEL(neighbour, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(THREAD(1)) { if (g < n) v = x[g]; }
    PRISM_PARTITION(xg, x, THREAD(1), g) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { if (g + 1 < n) xg[1] = v; }
    }
}

/* An index the checker cannot fold to 0. */
PRISM_KERNEL(runtime_index, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(int, k, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(THREAD(1)) { if (g < n) v = x[g]; }
    PRISM_PARTITION(xg, x, THREAD(1), g) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { if (g + k < n) xg[k] = v; }
    }
}

/*
 * check-name: P066: the own-element exemption is by value: an offset that moves before its partition, or a part written past [0]
 * check-exit-value: 1
 *
 * check-error-start
own_grid_element_moved.cu:21:25: error: write partition of 'x' at grid[1] after 'x' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
own_grid_element_moved.cu:19:48: note: read here
own_grid_element_moved.cu:21:25: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
own_grid_element_moved.cu:21:25: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
own_grid_element_moved.cu:21:25: note: see: prism-check --explain P066
own_grid_element_moved.cu:37:25: error: write partition of 'x' at grid[1] after 'x' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
own_grid_element_moved.cu:34:18: note: read here
own_grid_element_moved.cu:37:25: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
own_grid_element_moved.cu:37:25: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
own_grid_element_moved.cu:49:25: error: write partition of 'x' at grid[1] after 'x' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
own_grid_element_moved.cu:48:46: note: read here
own_grid_element_moved.cu:49:25: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
own_grid_element_moved.cu:49:25: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
own_grid_element_moved.cu:61:25: error: write partition of 'x' at grid[1] after 'x' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
own_grid_element_moved.cu:60:46: note: read here
own_grid_element_moved.cu:61:25: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
own_grid_element_moved.cu:61:25: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
 * check-error-end
 */
