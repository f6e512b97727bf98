/*
 * adv_lang_arena_by_hand.cu - shared memory taken from the arena by hand
 * (prism_smem_take, prism_smem_at: the functions PRISM_SHARED expands to)
 * in warp code: every warp gets the same bytes as "its" thread[32] memory
 * (SPEC 6.2: P050, P081; P052).
 *
 * SPEC 6.2: PRISM_SHARED is only for block[1] code (P050: "warps or
 * threads that call it would each take the block's one copy for their
 * own"), its size counts against PRISM_SMEM (P052), and "an extern
 * __shared__ array is the block's dynamic shared memory, which is the
 * arena below: the same bytes as every allocation, hidden by no scope.
 * Outside PRISM_UNSAFE a use of one is P081".  prism_smem_take(&prism_ctx,
 * n) and prism_smem_at(off, end) (include/prism/ctx.h, cuda.h) return
 * exactly such a pointer into the arena.  Called in a thread[32] group,
 * each warp of the block receives arena offset 0, partitions it to its
 * lanes, writes it and reads it back reversed: the warps race on the same
 * 128 bytes, and with PRISM_SMEM(0) the arena is 0 bytes long, so every
 * access is out of bounds.  The checker accepts both.
 *
 * Seen in the emulator (checked build): "shared allocation of bytes [0, 128)
 * exceeds kernel 'arena_take' budget PRISM_SMEM(0) by 128 bytes
 * [smem-budget]".
 */
#include "prism.h"

PRISM_KERNEL(arena_take, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(THREAD(32)) {
            float *p = (float *)prism_smem_take(&prism_ctx, 128u); /* error P050 */
            PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(q, p, THREAD(1), l) {
                PRISM_GROUP(THREAD(1)) { q[0] = (float)g; }
            }
            PRISM_GROUP(THREAD(1)) { r = p[31 - l]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}

PRISM_KERNEL(arena_at, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_GROUP(THREAD(32)) {
            float *p = (float *)prism_smem_at(0u, 128u);           /* error P081 */
            PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(q, p, THREAD(1), l) {
                PRISM_GROUP(THREAD(1)) { q[0] = (float)g; }
            }
            PRISM_GROUP(THREAD(1)) { r = p[31 - l]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial buggy: the arena taken by hand in warp code (prism_smem_take, prism_smem_at)
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_arena_by_hand.cu:33:33: error: 'prism_smem_take' is the arena allocator behind PRISM_SHARED, reserved for the code prism-check emits: named by hand it escapes every check; use PRISM_SHARED in block[1] code, counted against PRISM_SMEM [P050]
adv_lang_arena_by_hand.cu:33:33: note: at stake: shared memory is one allocation per block: code narrower than a block would allocate it per thread or warp
adv_lang_arena_by_hand.cu:33:33: note: fix: move PRISM_SHARED to block[1] code (the function's top level, outside groups and splits); per-warp scratch is the block's allocation partitioned: PRISM_SHARED(float, s, 32 * NWARPS) in block code, then PRISM_PARTITION(ws, s, THREAD(32), PRISM_ID(THREAD(32)) * 32)
adv_lang_arena_by_hand.cu:33:33: note: see: prism-check --explain P050
adv_lang_arena_by_hand.cu:53:33: error: 'prism_smem_at' is the dynamic shared arena itself, reserved for the code prism-check emits: named by hand it escapes every check; use PRISM_SHARED, whose scope hides what it allocates [P081]
adv_lang_arena_by_hand.cu:53:33: note: fix: use PRISM_ID(THREAD(1)) for the thread's index in the unit, PRISM_NTHREADS() for its size, PRISM_NBLOCKS() for gridDim.x, PRISM_SHARED for shared memory; raw ids and extern __shared__ go in PRISM_UNSAFE { ... }
adv_lang_arena_by_hand.cu:53:33: note: see: prism-check --explain P081
 * check-error-end
 */
