/*
 * prism/pp.h - preprocessor plumbing shared by the DSL macros.
 *
 * Perspectives are written GRID(1), BLOCK(1), THREAD(32), WARP(1),
 * WARPGROUP(1) inside PRISM_* arguments.  Those short names are never
 * defined as macros: a PRISM_* macro pastes its own prefix onto the
 * argument (PRISM__P_ ## THREAD(32) -> PRISM__P_THREAD(32)), so user code
 * keeps THREAD, BLOCK, ... free for its own use.
 */
#ifndef PRISM_PP_H
#define PRISM_PP_H

/* Level codes, ordered: thread < block < grid. */
#define PRISM_LVL_THREAD 0
#define PRISM_LVL_BLOCK 1
#define PRISM_LVL_GRID 2
/* Not a level: BLOCKDIM(n) in a kernel bound pins block[1] to n threads. */
#define PRISM_LVL_BLOCKDIM 3

/* A perspective argument becomes the pair "level, size". */
#define PRISM__P(p) PRISM__P_##p
#define PRISM__P_THREAD(n) PRISM_LVL_THREAD, (n)
#define PRISM__P_WARP(n) PRISM_LVL_THREAD, (32 * (n))
#define PRISM__P_WARPGROUP(n) PRISM_LVL_THREAD, (128 * (n))
#define PRISM__P_BLOCK(n) PRISM_LVL_BLOCK, (n)
#define PRISM__P_GRID(n) PRISM_LVL_GRID, (n)
/* BLOCKDIM(n) or BLOCKDIM(n, k): n threads per block; k, at least k resident
 * blocks per SM, only reaches __launch_bounds__ (prism/signature.h). */
#define PRISM__P_BLOCKDIM(...) PRISM_LVL_BLOCKDIM, (PRISM__FIRST(__VA_ARGS__))

/* A split level becomes "level, unit size in threads or blocks". */
#define PRISM__L(l) PRISM__L_##l
#define PRISM__L_THREAD PRISM_LVL_THREAD, 1
#define PRISM__L_WARP PRISM_LVL_THREAD, 32
#define PRISM__L_WARPGROUP PRISM_LVL_THREAD, 128
#define PRISM__L_BLOCK PRISM_LVL_BLOCK, 1

#define PRISM__CAT(a, b) PRISM__CAT_(a, b)
#define PRISM__CAT_(a, b) a##b
#define PRISM__EXPAND(...) __VA_ARGS__
#define PRISM__APPLY(m, ...) m(__VA_ARGS__)
#define PRISM__FIRST(...) PRISM__FIRST_(__VA_ARGS__, ~)
#define PRISM__FIRST_(a, ...) a
#define PRISM__UNPAREN(...) __VA_ARGS__

/* Argument counting, 1..32 arguments. */
#define PRISM__NARG(...) PRISM__NARG_(__VA_ARGS__, PRISM__RSEQ)
#define PRISM__NARG_(...) PRISM__EXPAND(PRISM__ARGN(__VA_ARGS__))
#define PRISM__ARGN(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, _17,  \
                    _18, _19, _20, _21, _22, _23, _24, _25, _26, _27, _28, _29, _30, _31, _32, N, \
                    ...)                                                                          \
    N
#define PRISM__RSEQ                                                                            \
    32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, \
        10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0

/*
 * PRISM__MAP(m, sep, a, b, c) -> m(a) sep() m(b) sep() m(c).
 * sep is a macro name so that a comma can be the separator.
 */
#define PRISM__MAP(m, sep, ...) PRISM__CAT(PRISM__MAP_, PRISM__NARG(__VA_ARGS__))(m, sep, __VA_ARGS__)
#define PRISM__MAP_1(m, s, a) m(a)
#define PRISM__MAP_2(m, s, a, ...) m(a) s() PRISM__MAP_1(m, s, __VA_ARGS__)
#define PRISM__MAP_3(m, s, a, ...) m(a) s() PRISM__MAP_2(m, s, __VA_ARGS__)
#define PRISM__MAP_4(m, s, a, ...) m(a) s() PRISM__MAP_3(m, s, __VA_ARGS__)
#define PRISM__MAP_5(m, s, a, ...) m(a) s() PRISM__MAP_4(m, s, __VA_ARGS__)
#define PRISM__MAP_6(m, s, a, ...) m(a) s() PRISM__MAP_5(m, s, __VA_ARGS__)
#define PRISM__MAP_7(m, s, a, ...) m(a) s() PRISM__MAP_6(m, s, __VA_ARGS__)
#define PRISM__MAP_8(m, s, a, ...) m(a) s() PRISM__MAP_7(m, s, __VA_ARGS__)
#define PRISM__MAP_9(m, s, a, ...) m(a) s() PRISM__MAP_8(m, s, __VA_ARGS__)
#define PRISM__MAP_10(m, s, a, ...) m(a) s() PRISM__MAP_9(m, s, __VA_ARGS__)
#define PRISM__MAP_11(m, s, a, ...) m(a) s() PRISM__MAP_10(m, s, __VA_ARGS__)
#define PRISM__MAP_12(m, s, a, ...) m(a) s() PRISM__MAP_11(m, s, __VA_ARGS__)
#define PRISM__MAP_13(m, s, a, ...) m(a) s() PRISM__MAP_12(m, s, __VA_ARGS__)
#define PRISM__MAP_14(m, s, a, ...) m(a) s() PRISM__MAP_13(m, s, __VA_ARGS__)
#define PRISM__MAP_15(m, s, a, ...) m(a) s() PRISM__MAP_14(m, s, __VA_ARGS__)
#define PRISM__MAP_16(m, s, a, ...) m(a) s() PRISM__MAP_15(m, s, __VA_ARGS__)
#define PRISM__MAP_17(m, s, a, ...) m(a) s() PRISM__MAP_16(m, s, __VA_ARGS__)
#define PRISM__MAP_18(m, s, a, ...) m(a) s() PRISM__MAP_17(m, s, __VA_ARGS__)
#define PRISM__MAP_19(m, s, a, ...) m(a) s() PRISM__MAP_18(m, s, __VA_ARGS__)
#define PRISM__MAP_20(m, s, a, ...) m(a) s() PRISM__MAP_19(m, s, __VA_ARGS__)
#define PRISM__MAP_21(m, s, a, ...) m(a) s() PRISM__MAP_20(m, s, __VA_ARGS__)
#define PRISM__MAP_22(m, s, a, ...) m(a) s() PRISM__MAP_21(m, s, __VA_ARGS__)
#define PRISM__MAP_23(m, s, a, ...) m(a) s() PRISM__MAP_22(m, s, __VA_ARGS__)
#define PRISM__MAP_24(m, s, a, ...) m(a) s() PRISM__MAP_23(m, s, __VA_ARGS__)
#define PRISM__MAP_25(m, s, a, ...) m(a) s() PRISM__MAP_24(m, s, __VA_ARGS__)
#define PRISM__MAP_26(m, s, a, ...) m(a) s() PRISM__MAP_25(m, s, __VA_ARGS__)
#define PRISM__MAP_27(m, s, a, ...) m(a) s() PRISM__MAP_26(m, s, __VA_ARGS__)
#define PRISM__MAP_28(m, s, a, ...) m(a) s() PRISM__MAP_27(m, s, __VA_ARGS__)
#define PRISM__MAP_29(m, s, a, ...) m(a) s() PRISM__MAP_28(m, s, __VA_ARGS__)
#define PRISM__MAP_30(m, s, a, ...) m(a) s() PRISM__MAP_29(m, s, __VA_ARGS__)
#define PRISM__MAP_31(m, s, a, ...) m(a) s() PRISM__MAP_30(m, s, __VA_ARGS__)
#define PRISM__MAP_32(m, s, a, ...) m(a) s() PRISM__MAP_31(m, s, __VA_ARGS__)
#define PRISM__SEP_COMMA() ,
#define PRISM__SEP_SEMI() ;
#define PRISM__SEP_NONE()

#ifdef __cplusplus
#define PRISM__TYPEOF(x) decltype(x)
#else
#define PRISM__TYPEOF(x) __typeof__(x)
#endif

#if defined(__GNUC__) || defined(__clang__)
#define PRISM__UNUSED __attribute__((unused))
#else
#define PRISM__UNUSED
#endif

#endif /* PRISM_PP_H */
