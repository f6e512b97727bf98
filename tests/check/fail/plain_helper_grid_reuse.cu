/*
 * plain_helper_grid_reuse.cu - a callee that names a __device__ (or
 * __managed__) array itself uses it at the call (SPEC 6.6, 6.7): after
 * the kernel's grid write partition of it, or before it (the WAR order),
 * or after an atomic on it, as the same access written in the kernel
 * would be.  Plain helpers and PRISM_DEVICE functions alike, followed
 * through the helpers they call; the callee's own atomic marks the array
 * for the kernel's later plain reads.  A partition whose slot a plain
 * helper writes is a write partition, as one written out is.  Inside the
 * partition that hides the array (or a pointer into it), the callee's use
 * by name is P061, as the name written there is.
 */
#include "prism.h"
static __device__ int gbuf[1024];
__managed__ int mbuf[1024];
__shared__ int sbuf[128];
static __device__ unsigned gcount[1];
static __device__ unsigned hits[1];

static __device__ int rd(int i) { return gbuf[i]; }
static __device__ int rd2(int i) { return rd(i) + 1; }
static __device__ int rdm(int i) { return mbuf[i]; }
static __device__ int rds(int i) { return sbuf[i]; }
static __device__ unsigned rdc(void) { return gcount[0]; }
static __device__ void hit(void) { atomicAdd(&hits[0], 1u); }
static __device__ void put(int *p, int v) { *p = v; }
PRISM_DEVICE(int, rdp, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int, i, THREAD(1))) { return gbuf[i]; }

PRISM_KERNEL(after_plain, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int *gb = gbuf;
    PRISM_PARTITION(w, gb, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { w[0] = g + 1; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = rd2((g + 1) % 1024); } /* error P066 */
    }
}

PRISM_KERNEL(after_prism, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int *gb = gbuf;
    PRISM_PARTITION(w, gb, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { w[0] = g; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = PRISM_CALL(rdp, (g + 128) % 1024); } /* error P066 */
    }
}

PRISM_KERNEL(managed_after, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, mbuf, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { w[0] = g; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = rdm((g + 1) % 1024); } /* error P066 */
    }
}

PRISM_KERNEL(read_before, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(THREAD(1)) { r = rd((g + 1) % 1024); }
    int *gb = gbuf;
    PRISM_PARTITION(w, gb, THREAD(1), g) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { w[0] = r; }
    }
    (void)out;
}

PRISM_KERNEL(after_atomic, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { atomicAdd(&gcount[0], 1u); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = rdc(); } /* error P108 */
    }
}

PRISM_KERNEL(callee_atomic, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { hit(); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = hits[0]; } /* error P108 */
    }
}
PRISM_KERNEL(slot_by_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int *gb = gbuf;
    PRISM_PARTITION(w, gb, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { put(w, g); }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = gbuf[(g + 1) % 1024]; } /* error P066 */
    }
}
PRISM_KERNEL(inside, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int *gb = gbuf;
    PRISM_PARTITION(w, gb, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { w[0] = rd2((g + 1) % 1024); } /* error P061 */
    }
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(s, sbuf, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { s[0] = rds((t + 1) % 128); } /* error P061 */
        }
    }
    (void)out;
}
/*
 * check-name: a callee naming a __device__ array after (or before) the grid write partition or an atomic (P066, P108), or inside it (P061)
 * check-exit-value: 1
 *
 * check-error-start
plain_helper_grid_reuse.cu:38:44: error: 'gbuf' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
plain_helper_grid_reuse.cu:34:5: note: written through this PRISM_PARTITION
plain_helper_grid_reuse.cu:38:44: note: 'rd2' uses 'gbuf' by its name
plain_helper_grid_reuse.cu:38:44: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
plain_helper_grid_reuse.cu:38:44: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
plain_helper_grid_reuse.cu:38:44: note: see: prism-check --explain P066
plain_helper_grid_reuse.cu:51:41: error: 'gbuf' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
plain_helper_grid_reuse.cu:47:5: note: written through this PRISM_PARTITION
plain_helper_grid_reuse.cu:51:41: note: 'rdp' uses 'gbuf' by its name
plain_helper_grid_reuse.cu:51:41: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
plain_helper_grid_reuse.cu:51:41: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
plain_helper_grid_reuse.cu:63:44: error: 'mbuf' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
plain_helper_grid_reuse.cu:59:5: note: written through this PRISM_PARTITION
plain_helper_grid_reuse.cu:63:44: note: 'rdm' uses 'mbuf' by its name
plain_helper_grid_reuse.cu:63:44: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
plain_helper_grid_reuse.cu:63:44: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
plain_helper_grid_reuse.cu:74:24: error: write partition of 'gb' at grid[1] after 'gb' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
plain_helper_grid_reuse.cu:72:36: note: read here
plain_helper_grid_reuse.cu:74:24: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
plain_helper_grid_reuse.cu:74:24: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
plain_helper_grid_reuse.cu:86:44: error: 'gcount' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
plain_helper_grid_reuse.cu:84:39: note: atomic applied here
plain_helper_grid_reuse.cu:86:44: note: 'rdc' uses 'gcount' by its name
plain_helper_grid_reuse.cu:86:44: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
plain_helper_grid_reuse.cu:86:44: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
plain_helper_grid_reuse.cu:86:44: note: see: prism-check --explain P108
plain_helper_grid_reuse.cu:96:41: error: 'hits' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
plain_helper_grid_reuse.cu:94:33: note: atomic applied here
plain_helper_grid_reuse.cu:96:41: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
plain_helper_grid_reuse.cu:96:41: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
plain_helper_grid_reuse.cu:108:41: error: 'gbuf' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
plain_helper_grid_reuse.cu:104:5: note: written through this PRISM_PARTITION
plain_helper_grid_reuse.cu:108:41: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
plain_helper_grid_reuse.cu:108:41: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
plain_helper_grid_reuse.cu:116:44: error: 'rd2' uses 'gbuf' by its name, which may point into the memory of 'gb', inside the PRISM_PARTITION that narrows 'gb' to 'w'; reach it through 'w' [P061]
plain_helper_grid_reuse.cu:115:5: note: 'gb' is narrowed to 'w' here
plain_helper_grid_reuse.cu:116:44: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
plain_helper_grid_reuse.cu:116:44: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
plain_helper_grid_reuse.cu:116:44: note: see: prism-check --explain P061
plain_helper_grid_reuse.cu:121:48: error: 'rds' uses 'sbuf' by its name inside the PRISM_PARTITION that narrows 'sbuf' to 's'; reach it through 's' [P061]
plain_helper_grid_reuse.cu:120:9: note: 'sbuf' is narrowed to 's' here
plain_helper_grid_reuse.cu:121:48: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
plain_helper_grid_reuse.cu:121:48: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
 * check-error-end
 */
