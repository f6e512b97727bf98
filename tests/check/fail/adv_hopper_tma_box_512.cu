/*
 * adv_hopper_tma_box_512.cu - a 512-row A tile loaded "in one TMA to save issue slots".  Each box
 * extent of a tensor map is at most 256 (cuTensorMapEncodeTiled returns
 * CUDA_ERROR_INVALID_VALUE; the device box operand is the map's).  SPEC 8.2
 * P127, at the host map and at the load.
 */
#include "prism.h"

int make_map(prism_tensor_map_t *m, const void *a, unsigned long long rows, unsigned long long cols)
{
    return prism_tensor_map_2d(m, a, PRISM_BF16, rows, cols, cols * 2, 512, 64, PRISM_SWIZZLE_128B); /* error P127 */
}

PRISM_KERNEL(big_box, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(512 * 64 * 2 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned short, sA, 512 * 64);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_tma_load_2d(sA, &mapA, 512, 64, 0, 0, bar); /* error P127 */
        }
        prism_mbarrier_wait(bar, 0); /* the copies land before the scope ends (P139) */
    }
}
/*
 * check-name: adversarial: hopper: a 512-row TMA box (P127)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_tma_box_512.cu:11:72: error: tensor map box 512 x 64: each extent must be 1 to 256 elements [P127]
adv_hopper_tma_box_512.cu:11:72: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
adv_hopper_tma_box_512.cu:11:72: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
adv_hopper_tma_box_512.cu:11:72: note: see: prism-check --explain P127
adv_hopper_tma_box_512.cu:21:42: error: TMA load box 512 x 64: each extent must be 1 to 256 elements [P127]
adv_hopper_tma_box_512.cu:21:42: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
adv_hopper_tma_box_512.cu:21:42: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
 * check-error-end
 */
