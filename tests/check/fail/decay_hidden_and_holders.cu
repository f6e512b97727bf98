/*
 * decay_hidden_and_holders.cu - a decayed row and a pointer element of an
 * argument struct's pointer array are followed to the memory they point
 * into (red team P2 findings 4, 7, 8, 9): a row view `tile[ty]` is hidden
 * inside a partition of the tile (P061, SPEC 6.3); `p.ptrs[0]` is a field
 * of the by-value struct, as `p.out` is: a thread's copy is P040, a local
 * holder's `bx.outs[0]` P041, a partition of a copy hides it (P061), a
 * grid-level write partition of it is used up for the kernel (P066); an
 * atomic through `p.cnt` or `p.ptrs[0]` makes a later plain use of the
 * struct's pointers P108 (SPEC 6.7).  The legal look-alikes:
 * pass/decay_views_legal.
 */
#include "prism.h"

PRISM_KERNEL(row_hidden, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(og, out, THREAD(1), g) {
    PRISM_GROUP(BLOCK(1)) {
        __shared__ float tile[8][33];
        PRISM_AT(THREAD(1)) const int tx = (int)PRISM_ID(THREAD(1)) % 32;
        PRISM_AT(THREAD(1)) const int ty = (int)PRISM_ID(THREAD(1)) / 32;
        PRISM_AT(THREAD(1)) const float *row = tile[ty];
        float *tp = &tile[0][0];
        PRISM_PARTITION(tt, tp, THREAD(1), ty * 33 + tx) {
            PRISM_GROUP(THREAD(1)) {
                tt[0] = in[g];
                og[0] = row[(tx + 1) % 32]; /* error P061 */
            }
        }
    }
    }
}

typedef struct {
    float *ptrs[2];
} Params;

typedef struct {
    float *outs[2];
} Holder;

PRISM_KERNEL(ptr_array_copy, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(Params, p, GRID(1)), PRISM_PARAM(float *, a, GRID(1)), PRISM_PARAM(float *, b, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    Holder bx = {{a, b}};
    PRISM_GROUP(THREAD(1)) {
        float *o = p.ptrs[0];   /* error P040 */
        float *q = bx.outs[0];  /* error P041 */
        o[0] = (float)g;
        q[0] = (float)g;
    }
}

PRISM_KERNEL(ptr_array_hidden, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(Params, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    float *o0 = p.ptrs[0];
    PRISM_PARTITION(og, o0, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { og[0] = p.ptrs[0][g + 1] + 1.0f; } /* error P061 */
    }
}

PRISM_KERNEL(ptr_array_reused, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(Params, p, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    float *o0 = p.ptrs[0];
    PRISM_PARTITION(og, o0, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { og[0] = 1.0f; }
    }
    PRISM_PARTITION(ot, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { ot[0] = p.ptrs[0][(g + 64) % 256]; } /* error P066 */
    }
}

typedef struct {
    unsigned *cnt;
    int n;
} Args;

PRISM_KERNEL(member_atomic, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(Args, p, GRID(1)), PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { atomicAdd(&p.cnt[0], 1u); }
    PRISM_PARTITION(ot, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { ot[0] = g < p.n ? p.cnt[0] : 0u; } /* error P108 */
    }
}

typedef struct {
    unsigned *ptrs[2];
} Counters;

PRISM_KERNEL(element_atomic, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(Counters, p, GRID(1)), PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { atomicAdd(&p.ptrs[0][0], 1u); }
    PRISM_PARTITION(ot, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { ot[0] = p.ptrs[0][0]; } /* error P108 */
    }
}

/*
 * check-name: a decayed row view is hidden by a partition of its array (P061); an argument struct's pointer array element is its field: P040, P041, P061, P066, P108
 * check-exit-value: 1
 *
 * check-error-start
decay_hidden_and_holders.cu:29:25: error: 'row' may point into the memory of 'tp', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'tt' [P061]
decay_hidden_and_holders.cu:24:42: note: 'row' is derived from 'tile' here
decay_hidden_and_holders.cu:25:16: note: 'tp' is derived from 'tile' here
decay_hidden_and_holders.cu:26:9: note: 'tp' is narrowed to 'tt' here
decay_hidden_and_holders.cu:29:25: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
decay_hidden_and_holders.cu:29:25: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
decay_hidden_and_holders.cu:29:25: note: see: prism-check --explain P061
decay_hidden_and_holders.cu:50:16: error: 'o' at thread[1] takes a pointer into 'p.ptrs' (grid[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
decay_hidden_and_holders.cu:50:16: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
decay_hidden_and_holders.cu:50:16: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
decay_hidden_and_holders.cu:50:16: note: see: prism-check --explain P040
decay_hidden_and_holders.cu:51:16: error: 'q' at thread[1] takes a pointer out of 'bx' (grid[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
decay_hidden_and_holders.cu:48:12: note: 'bx' holds a pointer into 'a'
decay_hidden_and_holders.cu:51:16: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
decay_hidden_and_holders.cu:51:16: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
decay_hidden_and_holders.cu:51:16: note: see: prism-check --explain P041
decay_hidden_and_holders.cu:63:42: error: 'p.ptrs' may point into the memory of 'o0', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'og' [P061]
decay_hidden_and_holders.cu:61:12: note: 'o0' is derived from 'p.ptrs' here
decay_hidden_and_holders.cu:62:5: note: 'o0' is narrowed to 'og' here
decay_hidden_and_holders.cu:63:42: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
decay_hidden_and_holders.cu:63:42: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
decay_hidden_and_holders.cu:76:42: error: 'p.ptrs' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
decay_hidden_and_holders.cu:72:5: note: written through this PRISM_PARTITION
decay_hidden_and_holders.cu:76:42: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
decay_hidden_and_holders.cu:76:42: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
decay_hidden_and_holders.cu:76:42: note: see: prism-check --explain P066
decay_hidden_and_holders.cu:91:52: error: 'p.cnt' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
decay_hidden_and_holders.cu:89:39: note: atomic applied here
decay_hidden_and_holders.cu:91:52: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
decay_hidden_and_holders.cu:91:52: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
decay_hidden_and_holders.cu:91:52: note: see: prism-check --explain P108
decay_hidden_and_holders.cu:105:42: error: 'p.ptrs' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
decay_hidden_and_holders.cu:103:39: note: atomic applied here
decay_hidden_and_holders.cu:105:42: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
decay_hidden_and_holders.cu:105:42: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
 * check-error-end
 */
