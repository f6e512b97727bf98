/*
 * hopper_tma_box.cu - TMA boxes and swizzled stages (SPEC 8.2).  A box
 * extent is a constant from 1 to 256 and its inner extent a multiple of 16
 * bytes within the swizzle span (P127), at the host's prism_tensor_map_2d
 * with constant arguments and at the device load; a swizzled stage is
 * aligned to the swizzle's repeat, 1024 bytes for 128-byte, and every TMA
 * destination to 128 bytes even without a map that says its swizzle (P128).
 */
#include "prism.h"

int make_maps(prism_tensor_map_t *m, const void *a, unsigned long long rows, unsigned long long cols)
{
    int rc = 0;
    rc |= prism_tensor_map_2d(&m[0], a, PRISM_BF16, rows, cols, cols * 2, 64, 128, PRISM_SWIZZLE_128B); /* error P127 */
    rc |= prism_tensor_map_2d(&m[1], a, PRISM_BF16, rows, cols, cols * 2, 300, 64, PRISM_SWIZZLE_128B); /* error P127 */
    rc |= prism_tensor_map_2d(&m[2], a, PRISM_F32, rows, cols, cols * 4, 16, 2, PRISM_SWIZZLE_NONE);    /* error P127 */
    rc |= prism_tensor_map_2d(&m[3], a, PRISM_BF16, rows, cols, cols * 2, 64, 64, PRISM_SWIZZLE_128B);  /* fine */
    rc |= prism_tensor_map_2d(&m[4], a, PRISM_BF16, rows, cols, cols * 2, 128, 32, PRISM_SWIZZLE_64B);  /* fine */
    return rc;
}

PRISM_KERNEL(loads, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(40000),
             PRISM_PARAM(PRISM_TENSOR_MAP, mapA, GRID(1)), PRISM_PARAM(int, rows, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 4);         /* 32 bytes at offset 0 */
        PRISM_SHARED(unsigned short, sA, 2 * 64 * 64);  /* at offset 32: not 1024-aligned */
        PRISM_SHARED(unsigned short, sB, 2 * 128 * 32); /* at offset 16416 */
        PRISM_ONE {
            prism_tma_load_2d(sA, &mapA, 64, 64, 0, 0, &bar[0]);               /* error P128 */
            prism_tma_load_2d(sB, &mapA, 128, 32, 0, 0, &bar[1]);              /* error P128 */
            prism_tma_load_2d(sA, &mapA, rows, 64, 0, 0, &bar[2]);             /* error P127 */
            prism_tma_load_2d(sA, &mapA, 64, 512, 0, 0, &bar[3]);              /* error P127 */
            prism_tma_load_2d(sA + 16, &mapA, 16, 2, 0, 0, &bar[3]);           /* error P128 */
        }
        prism_mbarrier_wait(&bar[0], 0); /* the copies land before the scope ends (P139) */
        prism_mbarrier_wait(&bar[1], 0); /* the copies land before the scope ends (P139) */
        prism_mbarrier_wait(&bar[2], 0); /* the copies land before the scope ends (P139) */
        prism_mbarrier_wait(&bar[3], 0); /* the copies land before the scope ends (P139) */
        PRISM_GROUP(WARPGROUP(1)) {
            /* fine alone: 32 bytes into the repeat's first row (the loads above are what misplace sA) */
            PRISM_AT(THREAD(1)) uint64_t d = prism_wgmma_desc(sA, PRISM_SWIZZLE_128B);
            PRISM_AT(THREAD(1)) uint64_t e = prism_wgmma_desc(sA + 64, PRISM_SWIZZLE_128B);       /* error P128 */
            PRISM_AT(THREAD(1)) uint64_t f = prism_wgmma_desc(sB + rows * 8, PRISM_SWIZZLE_64B);  /* error P128 */
            (void)e;
            (void)f;
            (void)d;
        }
    }
}
/*
 * check-name: TMA boxes at the host map and the device load; stages off the swizzle's alignment
 * check-exit-value: 1
 *
 * check-error-start
hopper_tma_box.cu:14:75: error: tensor map box 64 x 128: its inner extent of 256 bytes exceeds the 128-byte swizzle span; use 64 columns per box [P127]
hopper_tma_box.cu:14:75: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
hopper_tma_box.cu:14:75: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
hopper_tma_box.cu:14:75: note: see: prism-check --explain P127
hopper_tma_box.cu:15:75: error: tensor map box 300 x 64: each extent must be 1 to 256 elements [P127]
hopper_tma_box.cu:15:75: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
hopper_tma_box.cu:15:75: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
hopper_tma_box.cu:16:74: error: tensor map box 16 x 2: its inner extent is 8 bytes (2 x 4), not a multiple of 16 [P127]
hopper_tma_box.cu:16:74: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
hopper_tma_box.cu:16:74: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
hopper_tma_box.cu:30:31: error: a TMA load with 128-byte swizzle needs a 1024-byte aligned stage; 'sA' is only known to be 32-byte aligned [P128]
hopper_tma_box.cu:30:31: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
hopper_tma_box.cu:30:31: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
hopper_tma_box.cu:30:31: note: see: prism-check --explain P128
hopper_tma_box.cu:31:31: error: a TMA load with 64-byte swizzle needs a 512-byte aligned stage; 'sB' is only known to be 32-byte aligned [P128]
hopper_tma_box.cu:31:31: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
hopper_tma_box.cu:31:31: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
hopper_tma_box.cu:32:42: error: the box shape of 'prism_tma_load_2d' must be constants: they count the stage's bytes [P127]
hopper_tma_box.cu:32:42: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
hopper_tma_box.cu:32:42: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
hopper_tma_box.cu:33:42: error: TMA load box 64 x 512: each extent must be 1 to 256 elements [P127]
hopper_tma_box.cu:33:42: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
hopper_tma_box.cu:33:42: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
hopper_tma_box.cu:34:31: error: a TMA load needs a 128-byte aligned destination (more with a swizzle); 'sA' is only known to be 64-byte aligned [P128]
hopper_tma_box.cu:34:31: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
hopper_tma_box.cu:34:31: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
hopper_tma_box.cu:43:63: error: a wgmma descriptor with 128-byte swizzle starts 160 bytes into its 1024-byte repeat, past the first 128-byte row: the base offset would be wrong [P128]
hopper_tma_box.cu:43:63: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
hopper_tma_box.cu:43:63: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
hopper_tma_box.cu:44:63: error: a wgmma descriptor with 64-byte swizzle needs a stage aligned to 512 bytes; 'sB' moves in steps only known to be 16-byte aligned [P128]
hopper_tma_box.cu:44:63: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
hopper_tma_box.cu:44:63: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
 * check-error-end
 */
