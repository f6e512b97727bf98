/*
 * wgmma_operand_followed.cu - a wgmma operand rewritten while the wgmma may
 * still run, its descriptor or the write going through forms P125 missed
 * (red team rt39, each reported [wgmma-operand] in the emulator): an array
 * of stage pointers, a Prism helper returning the descriptor, a pointer
 * copied with memcpy, a descriptor split into 32-bit halves by helpers and
 * put back, an int difference of two descriptors added back, and a memcpy
 * into the operand.  Values kept in local arrays and structs are followed
 * to what they were given; a narrow call's result to its arguments; a
 * local whose address is taken, or a call returning 64 bits, may read any
 * buffer (SPEC 8.2).  The look-alikes are pass/wgmma_operand_followed_ok.cu.
 */
#include "prism.h"
#include <string.h>
#define T (64 * 64)
PRISM_DEVICE(uint64_t, mk, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(const uint16_t *, p, THREAD(1)))
{
    return prism_wgmma_desc(p, PRISM_SWIZZLE_128B);
}
static __device__ unsigned lo32(uint64_t x) { return (unsigned)x; }
static __device__ unsigned hi32(uint64_t x) { return (unsigned)(x >> 32); }
static __device__ int dd(uint64_t a, uint64_t b) { return (int)(a - b); }

PRISM_KERNEL(stage_pointer_array, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_SHARED(uint16_t, sC, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) uint16_t z[32] = {0};
            PRISM_AT(THREAD(1)) const uint16_t *st[2] = {sB, sA};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(st[1], PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(prism_helper_desc, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_SHARED(uint16_t, sC, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) uint16_t z[32] = {0};
            PRISM_AT(THREAD(1)) uint64_t d = PRISM_CALL(mk, sA);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, d,
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(memcpy_pointer, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_SHARED(uint16_t, sC, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) uint16_t z[32] = {0};
            PRISM_AT(THREAD(1)) const uint16_t *p; PRISM_AT(THREAD(1)) const uint16_t *q = sA; memcpy(&p, &q, sizeof p);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(p, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(halves_recombined, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_SHARED(uint16_t, sC, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) uint16_t z[32] = {0};
            PRISM_AT(THREAD(1)) uint64_t d0 = prism_wgmma_desc(sA, PRISM_SWIZZLE_128B);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, ((uint64_t)hi32(d0) << 32) | lo32(d0),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(int_difference, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_SHARED(uint16_t, sC, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) uint16_t z[32] = {0};
            PRISM_AT(THREAD(1)) uint64_t db = prism_wgmma_desc(sB, PRISM_SWIZZLE_128B);
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, db + dd(prism_wgmma_desc(sA, PRISM_SWIZZLE_128B), db),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(memcpy_store, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(3 * T * 2), PRISM_PARAM(const uint16_t *, src, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t * 32) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(uint16_t, sA, T);
            PRISM_SHARED(uint16_t, sB, T);
            PRISM_SHARED(uint16_t, sC, T);
            PRISM_PARTITION(pa, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa[i] = src[t * 32 + i]; }
            }
            PRISM_PARTITION(pb, sB, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pb[i] = src[t * 32 + i]; }
            }
            PRISM_AT(THREAD(1)) float acc[32] = {0.0f};
            PRISM_AT(THREAD(1)) uint16_t z[32] = {0};
            
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            /* the wgmma may still read sA here */
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { memcpy(pw, z, sizeof z); } /* error P125 */
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}
/*
 * check-name: a wgmma operand written in flight: stage arrays, helpers, memcpy, halves
 * check-exit-value: 1
 *
 * check-error-start
wgmma_operand_followed.cu:49:73: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_followed.cu:44:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_followed.cu:49:73: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_followed.cu:49:73: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_followed.cu:49:73: note: see: prism-check --explain P125
wgmma_operand_followed.cu:82:73: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_followed.cu:77:13: note: the wgmma, whose descriptor the checker cannot follow to its buffer (through a call, a member, an element or a global): it may read 'sA'
wgmma_operand_followed.cu:82:73: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_followed.cu:82:73: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_followed.cu:115:73: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_followed.cu:110:13: note: the wgmma, whose descriptor the checker cannot follow to its buffer (through a call, a member, an element or a global): it may read 'sA'
wgmma_operand_followed.cu:115:73: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_followed.cu:115:73: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_followed.cu:148:73: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_followed.cu:143:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_followed.cu:148:73: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_followed.cu:148:73: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_followed.cu:181:73: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_followed.cu:176:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_followed.cu:181:73: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_followed.cu:181:73: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
wgmma_operand_followed.cu:214:49: error: shared buffer 'sA' is written while a wgmma that reads it may still run: 0 group(s) committed after it, and no prism_wgmma_wait(n) with n <= 0 since (a barrier does not wait for a wgmma) [P125]
wgmma_operand_followed.cu:209:13: note: the wgmma, whose descriptor names 'sA'
wgmma_operand_followed.cu:214:49: note: at stake: the accumulators are written, and the operands read, when the group runs: a use or store before its wait races with it
wgmma_operand_followed.cu:214:49: note: fix: close the group with prism_wgmma_commit() and retire it with prism_wgmma_wait(0) (or wait(n) with fewer newer groups) before the use, the store or the scope's end
 * check-error-end
 */
