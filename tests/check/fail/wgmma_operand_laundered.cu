/*
 * wgmma_operand_laundered.cu - a wgmma operand rewritten while the wgmma
 * may still run, where the descriptor's address went through something the
 * checker does not follow to a buffer (red team rt36: each reported
 * [wgmma-operand] in the emulator): a device function handing back its
 * argument, a union punning the pointer into an integer, a volatile
 * integer local, a helper that makes the descriptor, a descriptor kept in an
 * array or a struct member.  Such a descriptor may read any shared
 * buffer (SPEC 8.2, P125): a write of any of them before the wait is P125.
 * The look-alikes (the same writes after prism_wgmma_wait(0), and a narrow
 * helper's offset) are pass/wgmma_operand_laundered_ok.cu.
 */
#include "prism.h"
#define T (64 * 64)
static __device__ const uint16_t *ident(const uint16_t *p) { return p; }
static __device__ uint64_t make_desc(const uint16_t *p) { return prism_wgmma_desc(p, PRISM_SWIZZLE_128B); }

PRISM_KERNEL(through_identity, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            const uint16_t *ra = ident(sA);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(ra, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(through_union, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            union { const uint16_t *p; uintptr_t u; } un; un.p = sA;
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc((const uint16_t *)un.u, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(through_volatile, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            volatile uintptr_t vu = (uintptr_t)sA;
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc((const uint16_t *)vu, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(desc_from_helper, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, make_desc(sA),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(desc_in_array, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) uint64_t ds[2]; ds[0] = prism_wgmma_desc(sA, PRISM_SWIZZLE_128B);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, ds[0],
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(desc_in_member, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(2 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) struct { uint64_t d; } hold; hold.d = prism_wgmma_desc(sA, PRISM_SWIZZLE_128B);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, hold.d,
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}
/*
 * check-name: a wgmma operand written in flight, its descriptor laundered past the checker
 * check-exit-value: 1
 *
 * check-error-start
wgmma_operand_laundered.cu:41:74: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_laundered.cu:36:13: note: the wgmma, whose descriptor the checker cannot follow to its buffer (through a call, a member, an element or a global): it may read 'sA'
wgmma_operand_laundered.cu:41:74: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_laundered.cu:41:74: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_laundered.cu:41:74: note: see: prism-check --explain P125
wgmma_operand_laundered.cu:72:74: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_laundered.cu:67:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_laundered.cu:72:74: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_laundered.cu:72:74: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_laundered.cu:103:74: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_laundered.cu:98:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_laundered.cu:103:74: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_laundered.cu:103:74: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_laundered.cu:134:74: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_laundered.cu:129:13: note: the wgmma, whose descriptor the checker cannot follow to its buffer (through a call, a member, an element or a global): it may read 'sA'
wgmma_operand_laundered.cu:134:74: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_laundered.cu:134:74: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_laundered.cu:165:74: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_laundered.cu:160:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_laundered.cu:165:74: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_laundered.cu:165:74: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_laundered.cu:196:74: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_laundered.cu:191:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_laundered.cu:196:74: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_laundered.cu:196:74: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
 * check-error-end
 */
