/*
 * adv_h5_group_raw_shared.cu - raw `__shared__` arrays declared inside a
 * PRISM_GROUP of 64 threads and of one warp, each used as that unit's
 * private counters (atomics, then reads).
 *
 * A `__shared__` declaration has one instance per block: the group's
 * body is replicated over the block's units, and every unit counts into
 * the same array and zeroes it under the others (the unit barriers the
 * inference places meet one unit only).  SPEC 6.2: P050 is "shared
 * allocation outside block[1] code"; a `__shared__` variable is block[1]
 * memory, and declaring one where "warps or threads ... would each take
 * the block's one copy for their own" is P050 (the SPEC's example is a
 * plain __device__ function; PRISM_SHARED in such a group is P050 too).
 * The checker accepts both declarations (compare
 * adv_h5_unit_helper_static_shared, which runs the same race on the
 * emulator).
 */
#include "prism.h"

PRISM_DEVICE(int32_t, unit_counts, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(WARP(1)) {
        __shared__ int32_t cnt[8]; /* error P050 */
        PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) { if (l < 8) atomicExch(&cnt[l], 0); }
        PRISM_GROUP(THREAD(1)) { atomicAdd(&cnt[x & 7], 1); }
        PRISM_GROUP(THREAD(1)) { r = cnt[l & 7]; }
    }
    return r;
}

PRISM_DEVICE(int32_t, pair_counts, PRISM_REQUIRES(BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(64)) {
        static __shared__ int32_t cnt2[8]; /* error P050 */
        PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) { if (l < 8) atomicExch(&cnt2[l], 0); }
        PRISM_GROUP(THREAD(1)) { atomicAdd(&cnt2[x & 7], 1); }
        PRISM_GROUP(THREAD(1)) { r = cnt2[l & 7]; }
    }
    return r;
}
/*
 * check-name: adversarial h5 (hole): raw __shared__ arrays declared in a warp group and a 64-thread group
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_group_raw_shared.cu:25:28: error: __shared__ variable 'cnt' declared in code at thread[32]: shared memory is one copy per block, which each thread[32] unit here would take for its own; declare it (or PRISM_SHARED) in block[1] code and give each unit its part with PRISM_PARTITION [P050]
adv_h5_group_raw_shared.cu:25:28: note: at stake: shared memory is one allocation per block: code narrower than a block would allocate it per thread or warp
adv_h5_group_raw_shared.cu:25:28: note: fix: move PRISM_SHARED to block[1] code (the function's top level, outside groups and splits); per-warp scratch is the block's allocation partitioned: PRISM_SHARED(float, s, 32 * NWARPS) in block code, then PRISM_PARTITION(ws, s, THREAD(32), PRISM_ID(THREAD(32)) * 32)
adv_h5_group_raw_shared.cu:25:28: note: see: prism-check --explain P050
adv_h5_group_raw_shared.cu:39:35: error: __shared__ variable 'cnt2' declared in code at thread[64]: shared memory is one copy per block, which each thread[64] unit here would take for its own; declare it (or PRISM_SHARED) in block[1] code and give each unit its part with PRISM_PARTITION [P050]
adv_h5_group_raw_shared.cu:39:35: note: at stake: shared memory is one allocation per block: code narrower than a block would allocate it per thread or warp
adv_h5_group_raw_shared.cu:39:35: note: fix: move PRISM_SHARED to block[1] code (the function's top level, outside groups and splits); per-warp scratch is the block's allocation partitioned: PRISM_SHARED(float, s, 32 * NWARPS) in block code, then PRISM_PARTITION(ws, s, THREAD(32), PRISM_ID(THREAD(32)) * 32)
 * check-error-end
 */
