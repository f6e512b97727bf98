/*
 * prism/launch.h - PRISM_LAUNCH and what it checks, on both backends.
 *
 *     int rc = PRISM_LAUNCH(kernel, grid, block, args...);
 *
 * At compile time (gcc -x c for the emulator and nvcc alike):
 *   - the arguments' count must match the kernel's parameters (the call
 *     goes through a stub with the kernel's own parameter list,
 *     prism/signature.h);
 *   - no argument may be narrowed to its parameter's type, by C++'s list-
 *     initialisation rules: floating to integer, a wider to a narrower
 *     arithmetic type, signed to unsigned (or back) where values could
 *     change, integer to floating; a constant whose value survives the
 *     conversion is fine (PRISM_LAUNCH(k, g, b, 0) for a float parameter);
 *   - grid and block must be integers.
 * At run time, before anything runs: the shape against CUDA's limits and
 * the kernel's bound (prism_launch_check, one line on refusal), plus the
 * emulator's own cap on threads per launch (runtime/emu/launch.c).  Grid and
 * block travel as long long, so a negative count or a size_t above 32 bits
 * is refused instead of being truncated to something that runs.
 */
#ifndef PRISM_H
#error "prism/launch.h is a part of prism.h: #include \"prism.h\" instead"
#endif

#ifndef PRISM_LAUNCH_H
#define PRISM_LAUNCH_H

#include <limits.h>

/* PRISM__IMAP(m, x, a, b, ...) -> m(x, 1, a) m(x, 2, b) ...: a map that knows each argument's position. */
#define PRISM__IMAP(m, x, ...) PRISM__CAT(PRISM__IMAP_, PRISM__NARG(__VA_ARGS__))(m, x, __VA_ARGS__)
#define PRISM__IMAP_1(m, x, a1) m(x, 1, a1)
#define PRISM__IMAP_2(m, x, a1, a2) m(x, 1, a1) m(x, 2, a2)
#define PRISM__IMAP_3(m, x, a1, a2, a3) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3)
#define PRISM__IMAP_4(m, x, a1, a2, a3, a4) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4)
#define PRISM__IMAP_5(m, x, a1, a2, a3, a4, a5) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5)
#define PRISM__IMAP_6(m, x, a1, a2, a3, a4, a5, a6) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6)
#define PRISM__IMAP_7(m, x, a1, a2, a3, a4, a5, a6, a7) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7)
#define PRISM__IMAP_8(m, x, a1, a2, a3, a4, a5, a6, a7, a8) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8)
#define PRISM__IMAP_9(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9)
#define PRISM__IMAP_10(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10)
#define PRISM__IMAP_11(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11)
#define PRISM__IMAP_12(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12)
#define PRISM__IMAP_13(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13)
#define PRISM__IMAP_14(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14)
#define PRISM__IMAP_15(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15)
#define PRISM__IMAP_16(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16)
#define PRISM__IMAP_17(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17)
#define PRISM__IMAP_18(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18)
#define PRISM__IMAP_19(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19)
#define PRISM__IMAP_20(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20)
#define PRISM__IMAP_21(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21)
#define PRISM__IMAP_22(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22)
#define PRISM__IMAP_23(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23)
#define PRISM__IMAP_24(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23) m(x, 24, a24)
#define PRISM__IMAP_25(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23) m(x, 24, a24) m(x, 25, a25)
#define PRISM__IMAP_26(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23) m(x, 24, a24) m(x, 25, a25) m(x, 26, a26)
#define PRISM__IMAP_27(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23) m(x, 24, a24) m(x, 25, a25) m(x, 26, a26) m(x, 27, a27)
#define PRISM__IMAP_28(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23) m(x, 24, a24) m(x, 25, a25) m(x, 26, a26) m(x, 27, a27) m(x, 28, a28)
#define PRISM__IMAP_29(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23) m(x, 24, a24) m(x, 25, a25) m(x, 26, a26) m(x, 27, a27) m(x, 28, a28) m(x, 29, a29)
#define PRISM__IMAP_30(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23) m(x, 24, a24) m(x, 25, a25) m(x, 26, a26) m(x, 27, a27) m(x, 28, a28) m(x, 29, a29) m(x, 30, a30)
#define PRISM__IMAP_31(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23) m(x, 24, a24) m(x, 25, a25) m(x, 26, a26) m(x, 27, a27) m(x, 28, a28) m(x, 29, a29) m(x, 30, a30) m(x, 31, a31)
#define PRISM__IMAP_32(m, x, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26, a27, a28, a29, a30, a31, a32) m(x, 1, a1) m(x, 2, a2) m(x, 3, a3) m(x, 4, a4) m(x, 5, a5) m(x, 6, a6) m(x, 7, a7) m(x, 8, a8) m(x, 9, a9) m(x, 10, a10) m(x, 11, a11) m(x, 12, a12) m(x, 13, a13) m(x, 14, a14) m(x, 15, a15) m(x, 16, a16) m(x, 17, a17) m(x, 18, a18) m(x, 19, a19) m(x, 20, a20) m(x, 21, a21) m(x, 22, a22) m(x, 23, a23) m(x, 24, a24) m(x, 25, a25) m(x, 26, a26) m(x, 27, a27) m(x, 28, a28) m(x, 29, a29) m(x, 30, a30) m(x, 31, a31) m(x, 32, a32)

#ifdef __cplusplus
#include <type_traits>

template <class T> static inline long long prism__dim(T v)
{
    static_assert(std::is_integral<T>::value || std::is_enum<T>::value,
                  "PRISM_LAUNCH: grid and block sizes must be integers");
    if constexpr (std::is_enum<T>::value || std::is_signed<T>::value)
        return (long long)v;
    else
        return (unsigned long long)v <= (unsigned long long)LLONG_MAX ? (long long)v : LLONG_MAX;
}
#define PRISM__DIM(x) prism__dim(x)
/* List-initialisation rejects narrowing conversions. */
#define PRISM__ARGS_CHECK(name, ...)                                                                   \
    (void)[] {                                                                                         \
        static_assert(name##_prism_nargs == 0 __VA_OPT__(+PRISM__NARG(__VA_ARGS__)),                  \
                      "PRISM_LAUNCH(" #name "): the number of arguments differs from the number of kernel parameters"); \
    },                                                                                                 \
        (void)sizeof(name##_prism_args{0 __VA_OPT__(, __VA_ARGS__)}),
#else
#include <float.h>

/* An expression that fails to compile with msg unless c (a constant) holds. */
#define PRISM__STATIC_ASSERT(c, msg) (void)sizeof(struct { _Static_assert(c, msg); int prism__x; })

/* Arithmetic type code: kind * 10000 + width * 10 + signed; width is the mantissa for floating types; 0: not arithmetic. */
#define PRISM__TC(e)                                                                                                  \
    _Generic((e), _Bool: 10010, char: 10080 + (CHAR_MIN < 0), signed char: 10081, unsigned char: 10080,              \
             short: 10161, unsigned short: 10160, int: 10321, unsigned: 10320,                                        \
             long: 10001 + 10 * (int)(sizeof(long) * CHAR_BIT), unsigned long: 10000 + 10 * (int)(sizeof(long) * CHAR_BIT), \
             long long: 10641, unsigned long long: 10640, float: 20000 + 10 * FLT_MANT_DIG,                           \
             double: 20000 + 10 * DBL_MANT_DIG, long double: 20000 + 10 * LDBL_MANT_DIG, default: 0)
#define PRISM__TW(c) ((c) % 10000 / 10)
/*
 * Converting a value of code a to code p: 0 no narrowing; 1 narrowing
 * unless a constant that survives; 2 always (floating to integer); 3
 * narrowing unless a constant (floating to narrower floating).
 */
#define PRISM__NARROWS(p, a)                                                                                    \
    (!(p) || !(a)             ? 0                                                                               \
     : (a) / 10000 == 2       ? ((p) / 10000 == 1 ? 2 : PRISM__TW(p) < PRISM__TW(a) ? 3 : 0)                   \
     : (p) / 10000 == 2       ? 1                                                                               \
     : ((a) % 10 == (p) % 10 && PRISM__TW(p) >= PRISM__TW(a)) ||                                                \
             ((a) % 10 == 0 && (p) % 10 == 1 && PRISM__TW(p) > PRISM__TW(a))                                    \
         ? 0                                                                                                    \
         : 1)
/*
 * Each argument is checked inside one struct declaration whose enumerators
 * hold its facts, so the argument's text appears there only four times
 * (its type code, whether it is a constant, and twice in the value test):
 * gcc repeats a warning about an argument, say an integer cast to a
 * pointer, once per copy, and parses every copy (E 3).  The enumerators'
 * names carry __COUNTER__: they belong to the block around the launch.
 */
/* x if its type code tc is arithmetic, else 0: lets the value tests compile for pointers and structs. */
#define PRISM__ARITH(tc, x) __builtin_choose_expr((tc) != 0, (x), 0)
/* Whether x is a constant expression (the null-pointer-constant test). */
#define PRISM__ICE(tc, x) __builtin_types_compatible_p(__typeof__(1 ? (void *)((long long)(PRISM__ARITH(tc, x)) * 0ll) : (int *)1), int *)
#if defined(__clang__)
/* clang folds no floating arithmetic in constant expressions: it checks constant conversions itself (-Wconstant-conversion). */
#define PRISM__SURVIVES(T, tc, x) 1
#else
/* A constant keeps its value converted to T (equal as long doubles: the sign too). */
#define PRISM__SURVIVES(T, tc, x) PRISM__SURVIVES_(__typeof__(PRISM__ARITH(PRISM__TC(*(T *)0), *(T *)0)), PRISM__ARITH(tc, x))
#define PRISM__SURVIVES_(U, v) ((long double)(U)(v) == (long double)(v))
#endif
#define PRISM__ARG_CHECK(name, i, x) PRISM__ARG_CHECK_(name, i, x, name##_prism_p##i, __COUNTER__)
#define PRISM__ARG_CHECK_(name, i, x, T, n) \
    PRISM__ARG_FACTS(name, i, x, T, PRISM__CAT(prism__tc_, n), PRISM__CAT(prism__ice_, n), PRISM__CAT(prism__nr_, n))
/* nr: PRISM__NARROWS of the parameter's code and the argument's; the value test is chosen only for a constant that may narrow. */
#define PRISM__ARG_FACTS(name, i, x, T, tc, ice, nr)                                                                 \
    (void)sizeof(struct {                                                                                          \
        enum { tc = PRISM__TC(x), ice = PRISM__ICE(tc, x), nr = PRISM__NARROWS(PRISM__TC(*(T *)0), tc) } prism__e; \
        _Static_assert(nr == 0 || (nr == 3 && ice) ||                                                              \
                           __builtin_choose_expr(nr == 1 && ice, PRISM__SURVIVES(T, tc, x), 0),                     \
                       "PRISM_LAUNCH(" #name "): argument " #i " (" #x ") would be narrowed to the type of "       \
                       "parameter " #i "; convert it explicitly");                                                 \
        int prism__x;                                                                                              \
    }),
#define PRISM__ARGS_CHECK(name, ...)                                                                    \
    PRISM__STATIC_ASSERT(name##_prism_nargs == 0 __VA_OPT__(+PRISM__NARG(__VA_ARGS__)),                \
                         "PRISM_LAUNCH(" #name "): the number of arguments differs from the number of kernel parameters"), \
        __VA_OPT__(PRISM__IMAP(PRISM__ARG_CHECK, name, __VA_ARGS__))

static inline long long prism__dim_s(long long v)
{
    return v;
}
static inline long long prism__dim_u(unsigned long long v)
{
    return v <= (unsigned long long)LLONG_MAX ? (long long)v : LLONG_MAX;
}
#define PRISM__DIM(x)                                                                                            \
    (PRISM__STATIC_ASSERT(PRISM__TC(x) / 10000 != 2, "PRISM_LAUNCH: grid and block sizes must be integers (" #x ")"), \
     _Generic((x), unsigned char: prism__dim_u, unsigned short: prism__dim_u, unsigned: prism__dim_u,            \
              unsigned long: prism__dim_u, unsigned long long: prism__dim_u, default: prism__dim_s)(x))
#endif

/*
 * Launch with 1-D grid and block counts; evaluates to a prism_status_t.
 * Refused shapes print one line naming the kernel, its bound and the size,
 * and a note at this line, and launch nothing.
 */
/* (Through PRISM__LAUNCH so that a kernel named by a macro, as
 * PRISM_KERNEL allows, is launched by its expansion: ## would paste the
 * macro's own name.) */
#define PRISM_LAUNCH(name, grid, block, ...) PRISM__LAUNCH(name, grid, block __VA_OPT__(, __VA_ARGS__))
#define PRISM__LAUNCH(name, grid, block, ...)                                                         \
    (PRISM__ARGS_CHECK(name, __VA_ARGS__) name##_prism_launch(__FILE__, __LINE__, PRISM__DIM(grid), \
                                                              PRISM__DIM(block) __VA_OPT__(, __VA_ARGS__)))

/* The same, queued on a stream (prism_stream_t; NULL is the default stream). */
#define PRISM_LAUNCH_ON(name, stream, grid, block, ...) \
    PRISM__LAUNCH_ON(name, stream, grid, block __VA_OPT__(, __VA_ARGS__))
#define PRISM__LAUNCH_ON(name, stream, grid, block, ...)                                                     \
    (PRISM__ARGS_CHECK(name, __VA_ARGS__) name##_prism_launch_on(__FILE__, __LINE__, (stream), PRISM__DIM(grid), \
                                                                 PRISM__DIM(block) __VA_OPT__(, __VA_ARGS__)))

#ifdef __CUDACC__
#include <stdio.h>

/*
 * Whether k's entry, the weak symbol the linker kept for the name, is a
 * kernel at all: a host function of that name (a CPU reference `scale`
 * beside an extern "C" kernel `scale`, or a C++ one with the kernel's
 * signature) replaces nvcc's weak host stub, and k<<<...>>> would call it
 * on device pointers.  The runtime knows every registered stub
 * (cudaErrorInvalidDeviceFunction for anything else); asked until it
 * answers, once per file and kernel (*ok).
 */
static inline int prism__entry_check(const prism_kernel_t *k, int *ok)
{
    if (__atomic_load_n(ok, __ATOMIC_RELAXED))
        return PRISM_OK;
    struct cudaFuncAttributes a;
    cudaError_t e = cudaFuncGetAttributes(&a, k->fn);
    if (e == cudaSuccess) {
        __atomic_store_n(ok, 1, __ATOMIC_RELAXED);
        return PRISM_OK;
    }
    (void)cudaGetLastError();
    if (e == cudaErrorInvalidDeviceFunction)
        fprintf(stderr,
                "prism: launch of kernel '%s' refused: the symbol '%s' the program links is not the kernel defined "
                "at %s:%d (a host function of that name replaced its weak entry; rename one of them)\n",
                k->name, k->name, k->file, k->line);
    else /* no device, no driver: nothing can launch, and k<<<>>> must not run a stand-in */
        fprintf(stderr, "prism: launch of kernel '%s' failed: %s\n", k->name, cudaGetErrorString(e));
    return PRISM_ERR_LAUNCH;
}

/* Shape check, the entry check, then the opt-in a kernel needs above 48 KiB of shared memory. */
static inline int prism__launch_prepare(const prism_kernel_t *k, int *entry_ok, long long grid, long long block,
                                       const char *file, int line)
{
    int rc = prism_launch_check(k, grid, block);
    if (rc == PRISM_OK)
        rc = prism__entry_check(k, entry_ok);
    if (rc != PRISM_OK) {
        fprintf(stderr, "%s:%d: note: the refused launch of kernel '%s' (grid %lld, block %lld) is here\n", file, line,
                k->name, grid, block);
        return rc;
    }
    if (k->smem > 48u * 1024u &&
        cudaFuncSetAttribute(k->fn, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)k->smem) != cudaSuccess) {
        fprintf(stderr, "prism: kernel '%s': cannot reserve %u bytes of shared memory: %s\n", k->name, k->smem,
                cudaGetErrorString(cudaGetLastError()));
        return PRISM_ERR_SMEM;
    }
    return PRISM_OK;
}

static inline int prism__launch_finish(const prism_kernel_t *k)
{
    cudaError_t e = cudaGetLastError();
    if (e == cudaSuccess)
        return PRISM_OK;
    fprintf(stderr, "prism: launch of kernel '%s' failed: %s\n", k->name, cudaGetErrorString(e));
    return PRISM_ERR_LAUNCH;
}
#else
/* The emulator runs the launch to completion and reports dynamic errors. */
PRISM_HOST_API int prism_emu_launch(const prism_kernel_t *k, long long grid, long long block, const void *args);
/* The same, naming the PRISM_LAUNCH site (file, line) in its error reports. */
PRISM_HOST_API int prism_emu_launch_at(const prism_kernel_t *k, long long grid, long long block, const void *args,
                                       const char *file, int line);
/* The same, queued on a stream: run now, the failure also kept for prism_stream_sync (emu/stream.c). */
PRISM_HOST_API int prism_emu_launch_on(const prism_kernel_t *k, long long grid, long long block, const void *args,
                                       const char *file, int line, prism_stream_t stream);
#endif

/*
 * PRISM_COPY_TO_SYMBOL(sym, src, bytes): copy bytes from host memory into
 * the __constant__ or __device__ variable sym defined in this file (CUDA's
 * cudaMemcpyToSymbol, on both backends); evaluates to a prism_status_t.
 * More bytes than sym holds are refused with one line, nothing copied.
 */
#ifdef __CUDACC__
template <class T>
static inline int prism__copy_to_symbol(const T &sym, const void *src, size_t bytes, const char *name)
{
    if (bytes > sizeof(T)) {
        fprintf(stderr, "prism: copy of %zu bytes to '%s' refused: it holds %zu\n", bytes, name, sizeof(T));
        return PRISM_ERR_MEMORY;
    }
    cudaError_t e = cudaMemcpyToSymbol(sym, src, bytes);
    if (e == cudaSuccess)
        return PRISM_OK;
    fprintf(stderr, "prism: copy to '%s' failed: %s\n", name, cudaGetErrorString(e));
    return PRISM_ERR_MEMORY;
}
#define PRISM_COPY_TO_SYMBOL(sym, src, bytes) prism__copy_to_symbol(sym, (src), (bytes), #sym)
#else
#include <stdio.h>
#include <string.h>
/* The emulator's __constant__ and __device__ variables are host globals. */
static inline int prism__copy_to_symbol(void *sym, size_t size, const void *src, size_t bytes, const char *name)
{
    if (bytes > size) {
        fprintf(stderr, "prism: copy of %zu bytes to '%s' refused: it holds %zu\n", bytes, name, size);
        return PRISM_ERR_MEMORY;
    }
    memcpy(sym, src, bytes);
    return PRISM_OK;
}
#define PRISM_COPY_TO_SYMBOL(sym, src, bytes) prism__copy_to_symbol((void *)&(sym), sizeof(sym), (src), (bytes), #sym)
#endif

#endif /* PRISM_LAUNCH_H */
