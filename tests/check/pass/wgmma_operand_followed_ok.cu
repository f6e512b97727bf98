/*
 * wgmma_operand_followed_ok.cu - fail/wgmma_operand_followed.cu's
 * descriptors with each operand rewritten only after prism_wgmma_wait(0);
 * and, in flight, writes of sC, which no descriptor names: descriptors kept
 * in a stage array (followed to sA and sB, red team rt39's over-rejection)
 * and a stage pointer array.
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

PRISM_KERNEL(stage_pointer_array_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(prism_helper_desc_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(memcpy_pointer_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(halves_recombined_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(int_difference_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(memcpy_store_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            prism_wgmma_wait(0);
            PRISM_PARTITION(pw, sA, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { memcpy(pw, z, sizeof z); }
            }
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(desc_array_other_buffer_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            PRISM_AT(THREAD(1)) const uint64_t ds[2] = {prism_wgmma_desc(sA, PRISM_SWIZZLE_128B), prism_wgmma_desc(sB, PRISM_SWIZZLE_128B)};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, ds[0],
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            PRISM_PARTITION(pw, sC, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; }
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}

PRISM_KERNEL(pointer_array_other_buffer_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARPGROUP(1), THREAD(1)),
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
            PRISM_AT(THREAD(1)) const uint16_t *st[2] = {sA, sB};
            prism_wgmma_fence();
            prism_wgmma_m64n64k16_f32_bf16(acc, prism_wgmma_desc(st[0], PRISM_SWIZZLE_128B),
                                           prism_wgmma_desc(sB, PRISM_SWIZZLE_128B), 0);
            prism_wgmma_commit();
            PRISM_PARTITION(pw, sC, THREAD(1), t * 32) {
                PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) pw[i] = 0; }
            }
            prism_wgmma_wait(0);
            PRISM_GROUP(THREAD(1)) { for (int i = 0; i < 32; i++) o[i] = acc[i] + (float)z[i]; }
        }
    }
}
/*
 * check-name: followed descriptors waited for; other buffers written in flight
 */
