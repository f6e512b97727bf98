/*
 * wgmma_operand_laundered_ok.cu - fail/wgmma_operand_laundered.cu's
 * descriptors, each operand rewritten only after prism_wgmma_wait(0), and a
 * descriptor whose address adds a narrow helper's offset (an int names no
 * buffer: followed to sA, so writing sB's neighbour sC in flight is fine).
 */
#include "prism.h"
#define T (64 * 64)
static __device__ const uint16_t *ident(const uint16_t *p) { return p; }
static __device__ uint64_t make_desc(const uint16_t *p) { return prism_wgmma_desc(p, PRISM_SWIZZLE_128B); }

PRISM_KERNEL(through_identity_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(through_union_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(through_volatile_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(desc_from_helper_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(desc_in_array_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

PRISM_KERNEL(desc_in_member_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pa2, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pa2[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}

static __device__ int koff(int k) { return k * 16; }
PRISM_KERNEL(narrow_offset_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(sA + koff(0) * 512, PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            PRISM_PARTITION(pc, sC, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pc[i] = 0; }
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i]; }
        }
    }
}
/*
 * check-name: laundered descriptors waited for; a narrow offset helper
 */
