/*
 * adv_hopper_tma_inner_bytes.cu - three maps whose inner box bytes break TMA's constraints: 12 f16
 * columns are 24 bytes (not a multiple of 16: a bulk tensor copy moves
 * 16-byte units); 64 bf16 columns under the 64-byte swizzle are 128 bytes,
 * twice the span the swizzle permutes within; 64 f32 columns under the
 * 128-byte swizzle are 256 bytes.  A legal 32 f32 x 128B map beside them.
 * SPEC 8.2 P127.
 */
#include "prism.h"

int make_maps(prism_tensor_map_t *m, const void *a, unsigned long long rows, unsigned long long cols)
{
    int rc = prism_tensor_map_2d(&m[0], a, PRISM_F16, rows, cols, cols * 2, 64, 12, PRISM_SWIZZLE_NONE); /* error P127 */
    rc |= prism_tensor_map_2d(&m[1], a, PRISM_BF16, rows, cols, cols * 2, 64, 64, PRISM_SWIZZLE_64B);    /* error P127 */
    rc |= prism_tensor_map_2d(&m[2], a, PRISM_F32, rows, cols, cols * 4, 64, 64, PRISM_SWIZZLE_128B);    /* error P127 */
    rc |= prism_tensor_map_2d(&m[3], a, PRISM_F32, rows, cols, cols * 4, 64, 32, PRISM_SWIZZLE_128B);
    return rc;
}
/*
 * check-name: adversarial: hopper: inner box bytes 24, and 128 / 256 over the swizzle span (P127)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_tma_inner_bytes.cu:13:77: error: tensor map box 64 x 12: its inner extent is 24 bytes (12 x 2), not a multiple of 16 [P127]
adv_hopper_tma_inner_bytes.cu:13:77: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
adv_hopper_tma_inner_bytes.cu:13:77: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
adv_hopper_tma_inner_bytes.cu:13:77: note: see: prism-check --explain P127
adv_hopper_tma_inner_bytes.cu:14:75: error: tensor map box 64 x 64: its inner extent of 128 bytes exceeds the 64-byte swizzle span; use 32 columns per box [P127]
adv_hopper_tma_inner_bytes.cu:14:75: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
adv_hopper_tma_inner_bytes.cu:14:75: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
adv_hopper_tma_inner_bytes.cu:15:74: error: tensor map box 64 x 64: its inner extent of 256 bytes exceeds the 128-byte swizzle span; use 32 columns per box [P127]
adv_hopper_tma_inner_bytes.cu:15:74: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
adv_hopper_tma_inner_bytes.cu:15:74: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
 * check-error-end
 */
