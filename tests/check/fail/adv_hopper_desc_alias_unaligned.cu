/*
 * adv_hopper_desc_alias_unaligned.cu - a stage 16 bytes into the arena
 * (two barriers declared first), its wgmma descriptor built through a
 * local alias of the stage pointer.  The 128-byte swizzle's pattern
 * repeats every 1024 bytes and the descriptor's base offset field is 0:
 * a stage at byte 16 makes the tensor core read the swizzled rows
 * permuted wrongly (silent garbage); the TMA into it is P128 too (it
 * needs 128 bytes).  SPEC 8.2 P128: the descriptor starts in the first
 * row of an aligned repeat; the checker knows the kernel's allocation
 * offsets (6.2), and the alias is a pointer initialised from the stage
 * in the same kernel, not a parameter or a device function's allocation.
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
        PRISM_GROUP(WARPGROUP(1)) {
            const unsigned short *a = sA;
            PRISM_AT(THREAD(1)) uint64_t d = prism_wgmma_desc(a, PRISM_SWIZZLE_128B); /* error P128 */
            (void)d;
        }
    }
}
/*
 * check-name: adversarial: hopper: a wgmma descriptor of an unaligned stage through a local alias (P128)
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_hopper_desc_alias_unaligned.cu:22:0: error: P128 expected by the marker (bless.sh writes the text once the rule lands)
adv_hopper_desc_alias_unaligned.cu:26:0: error: P128 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
