/*
 * adv_ok_port_match_all_pred.cu - radix digit counting with a fast path:
 * __match_all_sync(FULL, digit, &same) tells the warp whether all its
 * lanes share one digit (the result and the predicate are the same in
 * every lane); if so lane 0 adds 32 at once, else each lane's peer
 * leader (from __match_any_sync) adds its peer count.  The fast path's
 * branch steers a warp shuffle, so it must be (and is) warp-uniform.
 */
#include "prism.h"

PRISM_KERNEL(digit_counts_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const uint32_t *, keys, GRID(1)), PRISM_PARAM(unsigned *, counts, GRID(1)),
             PRISM_PARAM(int, shift, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const unsigned digit = (keys[g] >> shift) & 15u;
    PRISM_GROUP(THREAD(32)) {
        PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) int same = 0;
        PRISM_AT(THREAD(32)) const unsigned all = __match_all_sync(0xffffffffu, digit, &same);
        if (same && all != 0u) {
            PRISM_AT(THREAD(32)) const unsigned d0 = __shfl_sync(0xffffffffu, digit, 0);
            PRISM_GROUP(THREAD(1)) {
                if (lane == 0)
                    atomicAdd(&counts[d0], 32u);
            }
        } else {
            PRISM_AT(THREAD(1)) const unsigned peers = __match_any_sync(0xffffffffu, digit);
            PRISM_GROUP(THREAD(1)) {
                if (lane == __ffs(peers) - 1)
                    atomicAdd(&counts[digit], (unsigned)__popc(peers));
            }
        }
    }
}
/*
 * check-name: adversarial port legal: __match_all_sync's predicate steering a warp branch
 *
 * check-error-start
 * check-error-end
 */
