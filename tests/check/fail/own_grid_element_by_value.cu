/*
 * own_grid_element_by_value.cu - the illegal look-alikes of
 * pass/own_grid_element_by_value.cu: SPEC 6.6's own-element exemption
 * compares offsets by value and keeps it only while the read and the
 * partition see one value.  Each kernel reads an element another unit
 * may write, unordered across blocks (P066): a sum that differs from the
 * partition's; a const local of a variable that steps after it; an
 * offset stepped in a loop around the read (the loop reads several
 * elements); its address given away before the read.  (Another pointer
 * member of a kernel's argument struct is another buffer, SPEC 5.2:
 * pass/struct_param_fields.cu.)
 */
#include "prism.h"

PRISM_KERNEL(other_sum, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int t = (int)(PRISM_ID(THREAD(1)) % 256);
    PRISM_AT(THREAD(1)) const float v = base + t + 1 < n ? x[t + base + 1] : 0.0f;
    PRISM_PARTITION(xg, x, THREAD(1), base + t) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { if (base + t < n) xg[0] = v; }
    }
}

/* i keeps g's first value; g moves on before the read. */
PRISM_KERNEL(stale_const, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int i = g;
    g++;
    PRISM_AT(THREAD(1)) const float v = g < n ? x[g] : 0.0f;
    PRISM_PARTITION(xg, x, THREAD(1), i) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { if (i < n) xg[0] = v; }
    }
}

/* Assigned before the read, but in a loop around it: the loop reads x[4g] .. x[4g + 3]. */
PRISM_KERNEL(loop_read, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int i = 0;
    PRISM_AT(THREAD(1)) float v = 0.0f;
    for (int k = 0; k < 4; k++) {
        i = 4 * g + k;
        v += i < n ? x[i] : 0.0f;
    }
    PRISM_PARTITION(xg, x, THREAD(1), i) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { if (i < n) xg[0] = v; }
    }
}

static __device__ void bump(int *p)
{
    *p += 1;
}

/* Its address is given away before the read: the call after the read moves it. */
PRISM_KERNEL(address_given, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, x, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int i = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int *pi = &i;
    PRISM_AT(THREAD(1)) const float v = i < n ? x[i] : 0.0f;
    PRISM_GROUP(THREAD(1)) { bump(pi); }
    PRISM_PARTITION(xg, x, THREAD(1), i) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { if (i < n) xg[0] = v; }
    }
}

/*
 * check-name: P066: the own-element exemption by value: another sum, a stale const local, a loop around the read, the offset's address given away
 * check-exit-value: 1
 *
 * check-error-start
own_grid_element_by_value.cu:21:25: error: write partition of 'x' at grid[1] after 'x' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
own_grid_element_by_value.cu:20:61: note: read here
own_grid_element_by_value.cu:21:25: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
own_grid_element_by_value.cu:21:25: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
own_grid_element_by_value.cu:21:25: note: see: prism-check --explain P066
own_grid_element_by_value.cu:34:25: error: write partition of 'x' at grid[1] after 'x' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
own_grid_element_by_value.cu:33:50: note: read here
own_grid_element_by_value.cu:34:25: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
own_grid_element_by_value.cu:34:25: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
own_grid_element_by_value.cu:50:25: error: write partition of 'x' at grid[1] after 'x' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
own_grid_element_by_value.cu:48:23: note: read here
own_grid_element_by_value.cu:50:25: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
own_grid_element_by_value.cu:50:25: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
own_grid_element_by_value.cu:68:25: error: write partition of 'x' at grid[1] after 'x' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
own_grid_element_by_value.cu:66:50: note: read here
own_grid_element_by_value.cu:68:25: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
own_grid_element_by_value.cu:68:25: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
 * check-error-end
 */
