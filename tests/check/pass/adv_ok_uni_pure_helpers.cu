/*
 * adv_ok_uni_pure_helpers.cu - the legal side of adv_uni_helper_*: plain
 * helpers whose results depend on their arguments only (arithmetic, a
 * const table, a math function, a pure helper calling another) keep the
 * perspective of their arguments (SPEC 3.2), so a block value computed by
 * them may steer the block's barriers.
 */
#include "prism.h"
#include <math.h>

static const int steps[4] = {1, 2, 3, 4};
__constant__ int c_scale[4];

static int clampi(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }
static __device__ int rounds_of(int n) { return clampi(n / 64, 1, 4) + steps[n & 3] + c_scale[n & 3]; }
static __device__ float halfway(float a) { return sqrtf(a) * 0.5f; }

PRISM_KERNEL(pure_helpers, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(float, f, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int r = rounds_of(n);
        PRISM_AT(BLOCK(1)) const float h = halfway(f);
        for (int k = 0; k < r + (h > 1.0f); k++)
            prism_syncthreads();
    }
}
/*
 * check-name: adversarial legal uniformity: pure plain helpers keep their arguments' perspective
 */
