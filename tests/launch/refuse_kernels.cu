/*
 * tests/launch/refuse_kernels.cu - kernels whose bounds the launch API must
 * enforce.  Each marks out[0] when it runs, so a refused launch is seen to
 * launch nothing.
 */
#include "prism.h"

#define MARK_BODY                                  \
    PRISM_UNSAFE {                                 \
        if (threadIdx.x == 0 && blockIdx.x == 0)   \
            out[0] = 1;                            \
    }

PRISM_KERNEL(mark_warps, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    MARK_BODY
}

PRISM_KERNEL(mark_exact, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    MARK_BODY
}

PRISM_KERNEL(mark_pairs, PRISM_REQUIRES(GRID(1), BLOCK(2), BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    MARK_BODY
}

PRISM_KERNEL(mark_units64, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    MARK_BODY
}

PRISM_KERNEL(mark_huge_smem, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(300000),
             PRISM_PARAM(int *, out, GRID(1)))
{
    MARK_BODY
}

PRISM_HOST_API int launch_mark(int which, unsigned grid, unsigned block, int *out)
{
    switch (which) {
    case 0: return PRISM_LAUNCH(mark_warps, grid, block, out);
    case 1: return PRISM_LAUNCH(mark_exact, grid, block, out);
    case 2: return PRISM_LAUNCH(mark_pairs, grid, block, out);
    case 3: return PRISM_LAUNCH(mark_units64, grid, block, out);
    default: return PRISM_LAUNCH(mark_huge_smem, grid, block, out);
    }
}

/*
 * Counts that must not be truncated to something that runs: a size_t
 * grid of 2^32 + 1 (1 as unsigned), -1, 2^31 blocks, a negative block;
 * and, on the emulator only, a legal CUDA grid above its thread cap.
 */
PRISM_HOST_API int launch_wide(int which, int *out)
{
    size_t huge = ((size_t)1 << 32) + 1;
    long long two31 = 1ll << 31;
    int minus1 = -1;
    switch (which) {
    case 0: return PRISM_LAUNCH(mark_warps, huge, 32, out);
    case 1: return PRISM_LAUNCH(mark_warps, minus1, 32, out);
    case 2: return PRISM_LAUNCH(mark_warps, two31, 32, out);
    case 3: return PRISM_LAUNCH(mark_warps, 1, minus1, out);
    default: return PRISM_LAUNCH(mark_warps, 2147483647u, 32, out);
    }
}
