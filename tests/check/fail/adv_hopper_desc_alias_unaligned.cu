/*
 * adv_hopper_desc_alias_unaligned.cu - a stage 16 bytes into the arena
 * (two barriers declared first), its wgmma descriptor built through a
 * local alias 256 bytes into the stage.  The 128-byte swizzle's pattern
 * repeats every 1024 bytes and the descriptor's base offset field is 0:
 * a descriptor past the repeat's first 128-byte row makes the tensor core
 * read the swizzled rows permuted wrongly (silent garbage); the TMA into
 * the stage is P128 too (it needs 1024 bytes).  SPEC 8.2 P128: the
 * descriptor starts in the first row of an aligned repeat; the checker
 * knows the kernel's allocation offsets (6.2), and the alias is a pointer
 * initialised from the stage in the same kernel and never assigned again,
 * not a parameter or a device function's allocation.  (As first written
 * the alias was the stage itself, byte 16: still in the first row, which
 * 8.2 allows, since that is how a K-major operand is walked.)
 */
#include "prism.h"

PRISM_KERNEL(desc_alias, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(32 + 8192),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(prism_mbarrier_t, bar, 2);           /* bytes 0-15 */
        PRISM_SHARED(unsigned short, sA, 64 * 64);        /* byte 16 */
        PRISM_ONE {
            prism_tma_load_2d(sA, &map, 64, 64, 0, 0, bar); /* error P128 */
        }
        prism_mbarrier_wait(bar, 0); /* the copies land before the scope ends (P139) */
        PRISM_GROUP(WARPGROUP(1)) {
            const unsigned short *a = sA + 128; /* byte 272: the repeat's third row */
            PRISM_AT(THREAD(1)) uint64_t d = prism_wgmma_desc(a, PRISM_SWIZZLE_128B); /* error P128 */
            (void)d;
        }
    }
}
/*
 * check-name: adversarial: hopper: a wgmma descriptor of an unaligned stage through a local alias (P128)
 * check-exit-value: 1
 *
 * check-error-start
adv_hopper_desc_alias_unaligned.cu:25:31: error: a TMA load needs a 128-byte aligned destination (more with a swizzle); 'sA' is only known to be 16-byte aligned [P128]
adv_hopper_desc_alias_unaligned.cu:25:31: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_desc_alias_unaligned.cu:25:31: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
adv_hopper_desc_alias_unaligned.cu:25:31: note: see: prism-check --explain P128
adv_hopper_desc_alias_unaligned.cu:30:63: error: a wgmma descriptor with 128-byte swizzle starts 272 bytes into its 1024-byte repeat, past the first 128-byte row: the base offset would be wrong [P128]
adv_hopper_desc_alias_unaligned.cu:30:63: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
adv_hopper_desc_alias_unaligned.cu:30:63: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
 * check-error-end
 */
