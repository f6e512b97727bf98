/*
 * adv_ok_split_arm_sizes.cu - the legal side of adv_h4_split_arm_straddles
 * and adv_h4_split_arm_48: split arms whose thread counts divide 32 or are
 * whole warps (SPEC 2.1, P002), in the same shapes.  A 48-thread block cut
 * into three 16-thread arms keeps every arm inside one warp (threads 0-15,
 * 16-31, 32-47), so a vote with PRISM_LANEMASK() names exactly the arm's
 * lanes; 32 + 16 arms of the same pinned block are whole units too; arms
 * of 32, 32, 16, 16 in a block that only promises THREAD(96), and the same
 * arms nested in a three-warp arm.
 */
#include "prism.h"

PRISM_KERNEL(ok_arm16, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(48)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int32_t x = in[g];
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(16) {
                const unsigned b = __ballot_sync(PRISM_LANEMASK(), x > 0);
                v = __popc(b);
            }
            PRISM_CASE(16) {
                const unsigned b = __ballot_sync(PRISM_LANEMASK(), x > 0);
                v = __popc(b);
                if (b != 0u)
                    __syncwarp(PRISM_LANEMASK());
            }
            PRISM_CASE(16) { }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

PRISM_KERNEL(ok_arm32_16, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(48)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(32) { PRISM_SYNC(); }
            PRISM_CASE(16) { PRISM_SYNC(); }
        }
    }
    (void)n;
}

PRISM_DEVICE(void, ok_arms_unpinned, PRISM_REQUIRES(BLOCK(1), THREAD(96)), PRISM_SMEM(0))
{
    PRISM_SPLIT(THREAD) {
        PRISM_CASE(32) { PRISM_SYNC(); }
        PRISM_CASE(32) { }
        PRISM_CASE(16) { PRISM_SYNC(); }
        PRISM_CASE(16) { }
    }
}

/* Nested: whole warps and half warps of a three-warp arm. */
PRISM_DEVICE(void, ok_arms_nested, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_SPLIT(WARP) {
        PRISM_CASE(3) {
            PRISM_SPLIT(THREAD) {
                PRISM_CASE(32) { PRISM_SYNC(); }
                PRISM_CASE(32) { }
                PRISM_CASE(16) { PRISM_SYNC(); }
                PRISM_CASE(16) { }
            }
        }
    }
}
/*
 * check-name: adversarial legal: split arms of 16 and 32 threads, none straddling a warp
 *
 * check-error-start
 * check-error-end
 */
