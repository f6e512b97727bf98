/*
 * adv_ok_async_arms.cu - legal look-alikes of the async misuses: the
 * loader warp first gets the tile by a claim (it is then the owner, and
 * its async scope's end meets the right group), one thread of the block
 * issues the copies under PRISM_ONE inside a block-level scope, the tail
 * is zero-filled by prism_cp_async16z with a per-thread source size (an
 * async copy, not a plain store), and double buffering uses two
 * allocations, reading one while copying into the other.
 */
#include "prism.h"

PRISM_DEVICE(void, loader_warp, PRISM_REQUIRES(BLOCK(1), BLOCKDIM(128), WARP(1), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_CLAIM(w, tile, WARP(1)) {
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_ASYNC(w_a, w) {
                    PRISM_GROUP(THREAD(1)) {
                        prism_cp_async16(w_a + lane * 4, src + lane * 4);
                        prism_cp_async_commit();
                    }
                }
            }
        }
    }
}

PRISM_DEVICE(float, one_issuer, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_SHARED(float, tile, 128);
    PRISM_ASYNC(tile_a, tile) {
        PRISM_ONE {
            for (int k = 0; k < 128; k += 4) {
                const int left = n - k;
                const unsigned bytes = left >= 4 ? 16u : (left > 0 ? (unsigned)left * 4u : 0u);
                prism_cp_async16z(tile_a + k, src + (left > 0 ? k : 0), bytes);
            }
            prism_cp_async_commit();
        }
    }
    PRISM_AT(THREAD(1)) const float r = tile[(int)PRISM_ID(THREAD(1)) % 128];
    return r;
}

PRISM_DEVICE(float, two_buffers, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, cur, 128);
    PRISM_SHARED(float, nxt, 128);
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1)) * 4;
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_ASYNC(nxt_a, nxt) {
        PRISM_GROUP(THREAD(1)) {
            if (i < 128)
                prism_cp_async16(nxt_a + i, src + 128 + i);
            prism_cp_async_commit();
            acc += cur[i % 128];
        }
    }
    return acc + nxt[i % 128];
}
/*
 * check-name: adversarial legal: async into a claimed warp arm, from PRISM_ONE, zero-filling tail, two buffers
 *
 * check-error-start
 * check-error-end
 */
