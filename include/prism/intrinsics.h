/*
 * prism/intrinsics.h - the DSL spellings of the collective intrinsics.
 *
 * Each is legal at exactly the perspective prism-check's intrinsic table
 * gives it (SPEC "Collective intrinsics"); the raw CUDA spellings
 * (__syncthreads, __shfl_sync, ...) are checked against the same table.
 * At thread[32] a warp is always whole, so the DSL forms take no mask.
 */
#ifndef PRISM_INTRINSICS_H
#define PRISM_INTRINSICS_H

#define PRISM_FULL_MASK 0xffffffffu

/* block[1] */
#define prism_syncthreads() __syncthreads()

/* thread[32] */
#define prism_syncwarp() __syncwarp(PRISM_FULL_MASK)
#define prism_shfl(v, lane) __shfl_sync(PRISM_FULL_MASK, (v), (lane))
#define prism_shfl_up(v, delta) __shfl_up_sync(PRISM_FULL_MASK, (v), (delta))
#define prism_shfl_down(v, delta) __shfl_down_sync(PRISM_FULL_MASK, (v), (delta))
#define prism_shfl_xor(v, mask) __shfl_xor_sync(PRISM_FULL_MASK, (v), (mask))
/* Segmented forms: logical warps of `width` lanes (2, 4, 8, 16 or 32). */
#define prism_shfl_w(v, lane, width) __shfl_sync(PRISM_FULL_MASK, (v), (lane), (width))
#define prism_shfl_up_w(v, delta, width) __shfl_up_sync(PRISM_FULL_MASK, (v), (delta), (width))
#define prism_shfl_down_w(v, delta, width) __shfl_down_sync(PRISM_FULL_MASK, (v), (delta), (width))
#define prism_shfl_xor_w(v, mask, width) __shfl_xor_sync(PRISM_FULL_MASK, (v), (mask), (width))
#define prism_ballot(pred) __ballot_sync(PRISM_FULL_MASK, (pred))
#define prism_any(pred) __any_sync(PRISM_FULL_MASK, (pred))
#define prism_all(pred) __all_sync(PRISM_FULL_MASK, (pred))
#define prism_match_any(v) __match_any_sync(PRISM_FULL_MASK, (v))

#ifdef __CUDACC__

/*
 * thread[32]: one step of a Kogge-Stone float sum scan, as one shuffle
 * and a predicated add: lane l gets v(l - delta) + v(l) when l - delta is
 * in its width-lane segment, else v(l).  The shuffle's own in-range
 * predicate guards the add, where the portable form needs a lane index,
 * a compare and a select (CUB's scan step is the same two instructions).
 */
PRISM_DEVFN float prism_shfl_up_add_f32(float v, unsigned delta, int width)
{
    float r;
    asm volatile("{\n\t.reg .f32 t;\n\t.reg .pred p;\n\t"
                 "shfl.sync.up.b32 t|p, %1, %2, %3, %4;\n\t"
                 "@p add.f32 t, t, %1;\n\t"
                 "mov.f32 %0, t;\n\t}"
                 : "=f"(r)
                 : "f"(v), "r"(delta), "r"((32 - width) << 8), "r"(PRISM_FULL_MASK));
    return r;
}
/* The same for 32-bit integer sums (wrapping, as the portable form's int addition in PTX). */
PRISM_DEVFN int prism_shfl_up_add_i32(int v, unsigned delta, int width)
{
    int r;
    asm volatile("{\n\t.reg .s32 t;\n\t.reg .pred p;\n\t"
                 "shfl.sync.up.b32 t|p, %1, %2, %3, %4;\n\t"
                 "@p add.s32 t, t, %1;\n\t"
                 "mov.s32 %0, t;\n\t}"
                 : "=r"(r)
                 : "r"(v), "r"(delta), "r"((32 - width) << 8), "r"(PRISM_FULL_MASK));
    return r;
}

/*
 * thread[32]: one butterfly step of a float sum reduction, as one shuffle
 * and an add: lane l gets v(l) + v(l ^ mask) within its width-lane
 * segment.  Float and integer addition commute exactly, so both lanes of
 * a pair hold the same sum and after log2(width) steps every lane holds
 * the total of the shuffle-down tree's lane 0, with no broadcast.  Inline
 * PTX on .f32 registers: __shfl_xor_sync on a float costs two moves
 * between register kinds per step in the PTX.
 */
PRISM_DEVFN float prism_shfl_xor_add_f32(float v, unsigned mask, int width)
{
    float r;
    asm volatile("{\n\t.reg .f32 t;\n\t"
                 "shfl.sync.bfly.b32 t, %1, %2, %3, %4;\n\t"
                 "add.f32 %0, %1, t;\n\t}"
                 : "=f"(r)
                 : "f"(v), "r"(mask), "r"(((32 - width) << 8) | 31), "r"(PRISM_FULL_MASK));
    return r;
}
/* The same for 32-bit integer sums (wrapping, as add.s32). */
PRISM_DEVFN int prism_shfl_xor_add_i32(int v, unsigned mask, int width)
{
    int r;
    asm volatile("{\n\t.reg .s32 t;\n\t"
                 "shfl.sync.bfly.b32 t, %1, %2, %3, %4;\n\t"
                 "add.s32 %0, %1, t;\n\t}"
                 : "=r"(r)
                 : "r"(v), "r"(mask), "r"(((32 - width) << 8) | 31), "r"(PRISM_FULL_MASK));
    return r;
}

PRISM_DEVFN unsigned prism__to_tf32(float x)
{
    unsigned r;
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(x));
    return r;
}

/*
 * thread[32]: D = A * B + C on a 16x8x8 tile in tf32 with f32 accumulate,
 * in PTX's fragment layout, with g = lane / 4 and t = lane % 4:
 *   a[0] = A[g][t]   a[1] = A[g+8][t]   a[2] = A[g][t+4]   a[3] = A[g+8][t+4]
 *   b[0] = B[t][g]   b[1] = B[t+4][g]
 *   c[0] = C[g][2t]  c[1] = C[g][2t+1]  c[2] = C[g+8][2t]  c[3] = C[g+8][2t+1]
 * (the paper's Fig. 4 loads a[1] and a[2] the other way round).
 */
PRISM_DEVFN void prism_mma_m16n8k8_tf32(float *d, const float *a, const float *b, const float *c)
{
#if __CUDA_ARCH__ >= 800
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
                 : "r"(prism__to_tf32(a[0])), "r"(prism__to_tf32(a[1])), "r"(prism__to_tf32(a[2])),
                   "r"(prism__to_tf32(a[3])), "r"(prism__to_tf32(b[0])), "r"(prism__to_tf32(b[1])),
                   "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
#else
    (void)d, (void)a, (void)b, (void)c;
    __trap();
#endif
}

/* thread[1]: asynchronous global-to-shared copies of 4, 8 or 16 bytes. */
#define PRISM__CP_ASYNC(bytes, cache)                                                        \
    PRISM_DEVFN void prism_cp_async##bytes(void *smem_dst, const void *gmem_src)             \
    {                                                                                        \
        unsigned dst = (unsigned)__cvta_generic_to_shared(smem_dst);                         \
        asm volatile("cp.async." cache ".shared.global [%0], [%1], " #bytes ";" ::"r"(dst),  \
                     "l"(gmem_src)                                                           \
                     : "memory");                                                            \
    }
PRISM__CP_ASYNC(4, "ca")
PRISM__CP_ASYNC(8, "ca")
PRISM__CP_ASYNC(16, "cg")

/* The same with a source size (0 to the copy's size): the bytes past it
 * are written as zeros and never read, so a tile's tail needs no plain
 * store (which PRISM_ASYNC forbids) and no read past the matrix. */
#define PRISM__CP_ASYNC_Z(bytes, cache)                                                                \
    PRISM_DEVFN void prism_cp_async##bytes##z(void *smem_dst, const void *gmem_src, unsigned src_bytes) \
    {                                                                                                   \
        unsigned dst = (unsigned)__cvta_generic_to_shared(smem_dst);                                    \
        asm volatile("cp.async." cache ".shared.global [%0], [%1], " #bytes ", %2;" ::"r"(dst),         \
                     "l"(gmem_src), "r"(src_bytes)                                                      \
                     : "memory");                                                                       \
    }
PRISM__CP_ASYNC_Z(4, "ca")
PRISM__CP_ASYNC_Z(8, "ca")
PRISM__CP_ASYNC_Z(16, "cg")

PRISM_DEVFN void prism_cp_async_commit(void)
{
    asm volatile("cp.async.commit_group;" ::: "memory");
}

#endif /* __CUDACC__ */

#endif /* PRISM_INTRINSICS_H */
