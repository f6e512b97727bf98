/*
 * adv_nthreads_as_constant.cu - PRISM_NTHREADS() used where CUDA code
 * would write blockDim.x and a C++ template would write BLOCK_THREADS: as
 * the shared budget, a shared count, a group size and a split arm.  No
 * BLOCKDIM pins these blocks, so the count is known only at launch: the
 * arena is sized from the budget before the kernel runs (a budget that
 * grows with the block cannot be reserved), one block of 512 threads would
 * take a 2 KiB tile where the budget planned for 128 threads, and a
 * group or arm of "half the block" is a different perspective per launch.
 */
#include "prism.h"

PRISM_DEVICE(void, per_thread_budget, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(PRISM_NTHREADS() * 4)) /* error P103 */
{
}

PRISM_DEVICE(void, per_thread_slot, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4096))
{
    PRISM_SHARED(float, slot, PRISM_NTHREADS()); /* error P103 */
    (void)slot;
}

PRISM_DEVICE(void, half_block, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_GROUP(THREAD(PRISM_NTHREADS() / 2)) { /* error P103 */
    }
}

PRISM_DEVICE(void, first_half_loads, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_SPLIT(WARP) {
        PRISM_CASE(PRISM_NTHREADS() / 64) { } /* error P103 */
    }
}
/*
 * check-name: adversarial: PRISM_NTHREADS() as a budget, shared count, group size and arm size
 * check-exit-value: 1
 *
 * check-error-start
adv_nthreads_as_constant.cu:13:88: error: a PRISM_SMEM budget must be an integer constant expression [P103]
adv_nthreads_as_constant.cu:13:88: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
adv_nthreads_as_constant.cu:13:88: note: see: prism-check --explain P103
adv_nthreads_as_constant.cu:19:31: error: the PRISM_SHARED count must be an integer constant expression [P103]
adv_nthreads_as_constant.cu:19:31: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
adv_nthreads_as_constant.cu:25:24: error: a perspective size must be an integer constant expression [P103]
adv_nthreads_as_constant.cu:25:24: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
adv_nthreads_as_constant.cu:32:20: error: a PRISM_CASE size must be an integer constant expression [P103]
adv_nthreads_as_constant.cu:32:20: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
 * check-error-end
 */
