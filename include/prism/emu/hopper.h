/*
 * prism/emu/hopper.h - the emulator backend of prism/hopper.h: each
 * intrinsic is a call into runtime/emu (mbarrier.c, tma.c, wgmma.c) with
 * the caller's file:line, so a misuse is reported at the user's line.
 * docs/EMULATOR.md "Hopper" says what is modelled.
 */
#ifndef PRISM_HOPPER_H
#error "prism/emu/hopper.h is a part of prism/hopper.h: #include \"prism.h\" instead"
#endif

#ifndef PRISM_EMU_HOPPER_H
#define PRISM_EMU_HOPPER_H

#include <stdint.h>

/* A C copy is as good as param space here: the emulator reads the map's fields through any address. */
#define PRISM__GRID_CONSTANT
#define PRISM__PARAM_REF

void prism_emu_mbarrier_init(prism_mbarrier_t *bar, unsigned count, const char *file, int line);
/* expect_tx: add tx bytes to the pending transaction count, then arrive (tx 0: a plain arrive). */
void prism_emu_mbarrier_arrive(prism_mbarrier_t *bar, int expect_tx, unsigned tx, const char *file, int line);
void prism_emu_mbarrier_wait(prism_mbarrier_t *bar, unsigned parity, const char *file, int line);
#define prism_mbarrier_init(bar, count) prism_emu_mbarrier_init((bar), (count), __FILE__, __LINE__)
#define prism_mbarrier_arrive(bar) prism_emu_mbarrier_arrive((bar), 0, 0u, __FILE__, __LINE__)
#define prism_mbarrier_arrive_expect_tx(bar, bytes) \
    prism_emu_mbarrier_arrive((bar), 1, (bytes), __FILE__, __LINE__)
#define prism_mbarrier_wait(bar, parity) prism_emu_mbarrier_wait((bar), (parity), __FILE__, __LINE__)
/* One proxy, one block per OS thread: nothing to order. */
#define prism_fence_mbarrier_init() ((void)0)
#define prism_fence_proxy_async() ((void)0)

/* Copies at once and completes the box's bytes on bar; a box shape other than the map's fails the launch. */
void prism_emu_tma_load_2d(void *dst, const prism_tensor_map_t *map, unsigned box_rows, unsigned box_cols, int row,
                           int col, prism_mbarrier_t *bar, const char *file, int line);
#define prism_tma_load_2d(dst, map, box_rows, box_cols, row, col, bar) \
    prism_emu_tma_load_2d((dst), (map), (box_rows), (box_cols), (row), (col), (bar), __FILE__, __LINE__)

/* The descriptor's start address is the offset in the block's PRISM_SHARED arena (its shared address). */
uint64_t prism_emu_wgmma_desc(const void *smem, prism_swizzle_t swizzle, const char *file, int line);
#define prism_wgmma_desc(smem, swizzle) prism_emu_wgmma_desc((smem), (swizzle), __FILE__, __LINE__)

/*
 * A warpgroup collective: all 128 threads of an aligned warpgroup meet at
 * one site.  The product is computed then, each thread's accumulators are
 * set to NaN (undefined while in flight) and written at the
 * prism_wgmma_wait that retires its commit group.
 */
enum { PRISM_EMU_WG_BF16 = 1, PRISM_EMU_WG_F16 = 2 };
void prism_emu_wgmma(unsigned n, int type, float *d, uint64_t desc_a, uint64_t desc_b, int scale_d, const char *file,
                     int line);
void prism_emu_wgmma_fence(const char *file, int line);
void prism_emu_wgmma_commit(const char *file, int line);
void prism_emu_wgmma_wait(unsigned n, const char *file, int line);
#define PRISM__EMU_WGMMA(N, T, TYPE)                                                                      \
    static inline __attribute__((unused)) void prism__emu_wgmma_m64n##N##_##T(                            \
        float *d, uint64_t desc_a, uint64_t desc_b, int scale_d, const char *file, int line)              \
    {                                                                                                     \
        prism_emu_wgmma((N), (TYPE), d, desc_a, desc_b, scale_d, file, line);                             \
    }
PRISM__EMU_WGMMA(64, bf16, PRISM_EMU_WG_BF16)
PRISM__EMU_WGMMA(128, bf16, PRISM_EMU_WG_BF16)
PRISM__EMU_WGMMA(256, bf16, PRISM_EMU_WG_BF16)
PRISM__EMU_WGMMA(64, f16, PRISM_EMU_WG_F16)
PRISM__EMU_WGMMA(128, f16, PRISM_EMU_WG_F16)
PRISM__EMU_WGMMA(256, f16, PRISM_EMU_WG_F16)
#define prism_wgmma_m64n64k16_f32_bf16(d, a, b, s) prism__emu_wgmma_m64n64_bf16((d), (a), (b), (s), __FILE__, __LINE__)
#define prism_wgmma_m64n128k16_f32_bf16(d, a, b, s) prism__emu_wgmma_m64n128_bf16((d), (a), (b), (s), __FILE__, __LINE__)
#define prism_wgmma_m64n256k16_f32_bf16(d, a, b, s) prism__emu_wgmma_m64n256_bf16((d), (a), (b), (s), __FILE__, __LINE__)
#define prism_wgmma_m64n64k16_f32_f16(d, a, b, s) prism__emu_wgmma_m64n64_f16((d), (a), (b), (s), __FILE__, __LINE__)
#define prism_wgmma_m64n128k16_f32_f16(d, a, b, s) prism__emu_wgmma_m64n128_f16((d), (a), (b), (s), __FILE__, __LINE__)
#define prism_wgmma_m64n256k16_f32_f16(d, a, b, s) prism__emu_wgmma_m64n256_f16((d), (a), (b), (s), __FILE__, __LINE__)
#define prism_wgmma_fence() prism_emu_wgmma_fence(__FILE__, __LINE__)
#define prism_wgmma_commit() prism_emu_wgmma_commit(__FILE__, __LINE__)
#define prism_wgmma_wait(n) prism_emu_wgmma_wait((n), __FILE__, __LINE__)

/* A warpgroup collective that checks the value (24..256, a multiple of 8, one per warpgroup) and does nothing else. */
void prism_emu_setmaxnreg(int inc, unsigned n, const char *file, int line);
#define prism_setmaxnreg_inc(n) prism_emu_setmaxnreg(1, (n), __FILE__, __LINE__)
#define prism_setmaxnreg_dec(n) prism_emu_setmaxnreg(0, (n), __FILE__, __LINE__)

#endif /* PRISM_EMU_HOPPER_H */
