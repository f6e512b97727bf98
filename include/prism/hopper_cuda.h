/*
 * prism/hopper_cuda.h - the CUDA backend of prism/hopper.h, by inline PTX
 * (PTX ISA 8.x: mbarrier, cp.async.bulk.tensor, wgmma, setmaxnreg).
 *
 * wgmma and setmaxnreg exist only on sm_90a, mbarrier transaction counts
 * and bulk tensor copies from sm_90.  In a device pass for anything else
 * the functions keep empty bodies (so a kernel that does not use them
 * still builds) and each name becomes a call to an undeclared
 * `NAME_requires_sm_90a`, so a use is a compile error naming it.  The
 * host pass (no __CUDA_ARCH__) sees the empty bodies too.
 */
#ifndef PRISM_HOPPER_H
#error "prism/hopper_cuda.h is a part of prism/hopper.h: #include \"prism.h\" instead"
#endif

#ifndef PRISM_HOPPER_CUDA_H
#define PRISM_HOPPER_CUDA_H

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900 && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define PRISM__SM90A 1
#else
#define PRISM__SM90A 0
#endif

/* By value in param space: TMA reads the map through its generic address there. */
#define PRISM__GRID_CONSTANT __grid_constant__
#define PRISM__PARAM_REF &

PRISM_DEVFN unsigned prism__smem_u32(const void *p)
{
    return (unsigned)__cvta_generic_to_shared(p);
}

/* ---- mbarrier ------------------------------------------------------------ */

PRISM_DEVFN void prism_mbarrier_init(prism_mbarrier_t *bar, unsigned count)
{
#if PRISM__SM90A
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(prism__smem_u32(bar)), "r"(count) : "memory");
#else
    (void)bar, (void)count;
#endif
}

PRISM_DEVFN void prism_mbarrier_arrive(prism_mbarrier_t *bar)
{
#if PRISM__SM90A
    asm volatile("{\n\t.reg .b64 st;\n\tmbarrier.arrive.shared::cta.b64 st, [%0];\n\t}" ::"r"(prism__smem_u32(bar))
                 : "memory");
#else
    (void)bar;
#endif
}

PRISM_DEVFN void prism_mbarrier_arrive_expect_tx(prism_mbarrier_t *bar, unsigned bytes)
{
#if PRISM__SM90A
    asm volatile("{\n\t.reg .b64 st;\n\tmbarrier.arrive.expect_tx.shared::cta.b64 st, [%0], %1;\n\t}" ::"r"(
                     prism__smem_u32(bar)),
                 "r"(bytes)
                 : "memory");
#else
    (void)bar, (void)bytes;
#endif
}

/* try_wait (not test_wait): the hardware may suspend the thread for a while inside each try. */
PRISM_DEVFN void prism_mbarrier_wait(prism_mbarrier_t *bar, unsigned parity)
{
#if PRISM__SM90A
    unsigned done;
    do {
        asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n\t"
                     "selp.u32 %0, 1, 0, p;\n\t}"
                     : "=r"(done)
                     : "r"(prism__smem_u32(bar)), "r"(parity & 1u)
                     : "memory");
    } while (!done);
#else
    (void)bar, (void)parity;
#endif
}

PRISM_DEVFN void prism_fence_mbarrier_init(void)
{
#if PRISM__SM90A
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
#endif
}

PRISM_DEVFN void prism_fence_proxy_async(void)
{
#if PRISM__SM90A
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
#endif
}

/* ---- TMA ----------------------------------------------------------------- */

/* The box shape is the map's; the arguments repeat it for prism-check's byte count. */
PRISM_DEVFN void prism_tma_load_2d(void *dst, const prism_tensor_map_t *map, unsigned box_rows, unsigned box_cols,
                                   int row, int col, prism_mbarrier_t *bar)
{
    (void)box_rows, (void)box_cols;
#if PRISM__SM90A
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], "
                 "[%4];" ::"r"(prism__smem_u32(dst)),
                 "l"((unsigned long long)(uintptr_t)map), "r"(col), "r"(row), "r"(prism__smem_u32(bar))
                 : "memory");
#else
    (void)dst, (void)map, (void)row, (void)col, (void)bar;
#endif
}

/* ---- wgmma --------------------------------------------------------------- */

PRISM_DEVFN uint64_t prism_wgmma_desc(const void *smem, prism_swizzle_t swizzle)
{
    return prism_wgmma_desc_encode(prism__smem_u32(smem), swizzle);
}

PRISM_DEVFN void prism_wgmma_fence(void)
{
#if PRISM__SM90A
    asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#endif
}

PRISM_DEVFN void prism_wgmma_commit(void)
{
#if PRISM__SM90A
    asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
#endif
}

/* n must be a constant: the PTX takes an immediate. */
#if PRISM__SM90A
#define prism_wgmma_wait(n) asm volatile("wgmma.wait_group.sync.aligned %0;" ::"n"(n) : "memory")
#define prism_setmaxnreg_inc(n) asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" ::"n"(n))
#define prism_setmaxnreg_dec(n) asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;" ::"n"(n))
#elif defined(__CUDA_ARCH__)
#define prism_wgmma_wait(n) prism_wgmma_wait_requires_sm_90a(n)
#define prism_setmaxnreg_inc(n) prism_setmaxnreg_inc_requires_sm_90a(n)
#define prism_setmaxnreg_dec(n) prism_setmaxnreg_dec_requires_sm_90a(n)
#else
#define prism_wgmma_wait(n) ((void)(n))
#define prism_setmaxnreg_inc(n) ((void)(n))
#define prism_setmaxnreg_dec(n) ((void)(n))
#endif

/* One accumulator register operand each: "+f"(d[i]). */
#define PRISM__WG1(i) "+f"(d[i])
#define PRISM__WG4(i) PRISM__WG1(i), PRISM__WG1(i + 1), PRISM__WG1(i + 2), PRISM__WG1(i + 3)
#define PRISM__WG16(i) PRISM__WG4(i), PRISM__WG4(i + 4), PRISM__WG4(i + 8), PRISM__WG4(i + 12)
#define PRISM__WG32 PRISM__WG16(0), PRISM__WG16(16)
#define PRISM__WG64 PRISM__WG32, PRISM__WG16(32), PRISM__WG16(48)
#define PRISM__WG128 PRISM__WG64, PRISM__WG16(64), PRISM__WG16(80), PRISM__WG16(96), PRISM__WG16(112)

/*
 * D (f32, N/2 registers per thread) = A * B + (scale_d ? D : 0), A and B
 * from shared memory through descriptors, both K-major (imm-trans-a =
 * imm-trans-b = 0), scales +1.
 */
#if PRISM__SM90A
#define PRISM__WGMMA(N, T, DA, DB, SC, REGS, ...)                                                                  \
    PRISM_DEVFN void prism_wgmma_m64n##N##k16_f32_##T(float *d, uint64_t desc_a, uint64_t desc_b, int scale_d)    \
    {                                                                                                              \
        asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %" #SC ", 0;\n\t"                                      \
                     "wgmma.mma_async.sync.aligned.m64n" #N "k16.f32." #T "." #T " {" REGS "}, %" #DA ", %" #DB    \
                     ", p, 1, 1, 0, 0;\n\t}"                                                                        \
                     : __VA_ARGS__                                                                                 \
                     : "l"(desc_a), "l"(desc_b), "r"(scale_d));                                                    \
    }
#else
#define PRISM__WGMMA(N, T, DA, DB, SC, REGS, ...)                                                                  \
    PRISM_DEVFN void prism_wgmma_m64n##N##k16_f32_##T(float *d, uint64_t desc_a, uint64_t desc_b, int scale_d)    \
    {                                                                                                              \
        (void)d, (void)desc_a, (void)desc_b, (void)scale_d;                                                        \
    }
#endif
/* The accumulators' operand numbers in the asm strings, %0 .. %(N/2 - 1). */
#define PRISM__REGS_N64 \
    "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, " \
    "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31"
#define PRISM__REGS_N128 \
    "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, " \
    "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, " \
    "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, " \
    "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63"
#define PRISM__REGS_N256 \
    "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, " \
    "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, " \
    "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, " \
    "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, " \
    "%64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, " \
    "%80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, " \
    "%96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, " \
    "%112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127"
PRISM__WGMMA(64, bf16, 32, 33, 34, PRISM__REGS_N64, PRISM__WG32)
PRISM__WGMMA(128, bf16, 64, 65, 66, PRISM__REGS_N128, PRISM__WG64)
PRISM__WGMMA(256, bf16, 128, 129, 130, PRISM__REGS_N256, PRISM__WG128)
PRISM__WGMMA(64, f16, 32, 33, 34, PRISM__REGS_N64, PRISM__WG32)
PRISM__WGMMA(128, f16, 64, 65, 66, PRISM__REGS_N128, PRISM__WG64)
PRISM__WGMMA(256, f16, 128, 129, 130, PRISM__REGS_N256, PRISM__WG128)

#if defined(__CUDA_ARCH__) && !PRISM__SM90A
#define prism_mbarrier_init(...) prism_mbarrier_init_requires_sm_90a(__VA_ARGS__)
#define prism_mbarrier_arrive(...) prism_mbarrier_arrive_requires_sm_90a(__VA_ARGS__)
#define prism_mbarrier_arrive_expect_tx(...) prism_mbarrier_arrive_expect_tx_requires_sm_90a(__VA_ARGS__)
#define prism_mbarrier_wait(...) prism_mbarrier_wait_requires_sm_90a(__VA_ARGS__)
#define prism_fence_mbarrier_init() prism_fence_mbarrier_init_requires_sm_90a()
#define prism_fence_proxy_async() prism_fence_proxy_async_requires_sm_90a()
#define prism_tma_load_2d(...) prism_tma_load_2d_requires_sm_90a(__VA_ARGS__)
#define prism_wgmma_fence() prism_wgmma_fence_requires_sm_90a()
#define prism_wgmma_commit() prism_wgmma_commit_requires_sm_90a()
#define prism_wgmma_m64n64k16_f32_bf16(...) prism_wgmma_m64n64k16_f32_bf16_requires_sm_90a(__VA_ARGS__)
#define prism_wgmma_m64n128k16_f32_bf16(...) prism_wgmma_m64n128k16_f32_bf16_requires_sm_90a(__VA_ARGS__)
#define prism_wgmma_m64n256k16_f32_bf16(...) prism_wgmma_m64n256k16_f32_bf16_requires_sm_90a(__VA_ARGS__)
#define prism_wgmma_m64n64k16_f32_f16(...) prism_wgmma_m64n64k16_f32_f16_requires_sm_90a(__VA_ARGS__)
#define prism_wgmma_m64n128k16_f32_f16(...) prism_wgmma_m64n128k16_f32_f16_requires_sm_90a(__VA_ARGS__)
#define prism_wgmma_m64n256k16_f32_f16(...) prism_wgmma_m64n256k16_f32_f16_requires_sm_90a(__VA_ARGS__)
#endif

#endif /* PRISM_HOPPER_CUDA_H */
