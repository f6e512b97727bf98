/*
 * prism/emu/warp.h - warp collectives for the host emulator: shuffles,
 * votes, match, reductions, __syncwarp.  Included by emu.h.
 *
 * Every collective rendezvous: the lanes named in `mask` wait for each
 * other at the same call site, then all get their results at once.  The
 * CUDA overloads become _Generic selections over the value's type; values
 * travel as 64-bit patterns so one core function serves every type.
 */
#ifndef PRISM_EMU_WARP_H
#define PRISM_EMU_WARP_H

#include <stdint.h>
#include <string.h>

#include "prism/emu/half.h" /* __half, __half2, __nv_bfloat16, __nv_bfloat162: they shuffle too */

/* Kinds of warp collective (also used in reports). */
enum prism_emu_wkind {
    PRISM_EMU_SYNCWARP,
    PRISM_EMU_SHFL_IDX,
    PRISM_EMU_SHFL_UP,
    PRISM_EMU_SHFL_DOWN,
    PRISM_EMU_SHFL_XOR,
    PRISM_EMU_BALLOT,
    PRISM_EMU_ANY,
    PRISM_EMU_ALL,
    PRISM_EMU_MATCH_ANY,
    PRISM_EMU_MATCH_ALL,
    PRISM_EMU_MMA,
    PRISM_EMU_UNI,
    PRISM_EMU_REDUCE_ADD,
    PRISM_EMU_REDUCE_MIN,
    PRISM_EMU_REDUCE_MAX,
    PRISM_EMU_REDUCE_AND,
    PRISM_EMU_REDUCE_OR,
    PRISM_EMU_REDUCE_XOR,
    PRISM_EMU_WKINDS
};

/* __syncwarp(mask): the lanes of mask meet here. */
void prism_emu_syncwarp(unsigned mask, const char *file, int line);
/*
 * Shuffle a 64-bit pattern as PTX's shfl.sync does (docs/EMULATOR.md): arg
 * is the lane, delta or xor mask, of which only the low 5 bits count;
 * width is a power of two in 1..32.
 */
uint64_t prism_emu_shfl(int kind, unsigned mask, uint64_t v, int arg, int width, const char *file, int line);
/* Ballot, any, all or uni of pred over the lanes of mask. */
unsigned prism_emu_vote(int kind, unsigned mask, int pred, const char *file, int line);
/* Match any (mask of equal lanes) or all (mask or 0, *pred set) over a 64-bit pattern. */
unsigned prism_emu_match(int kind, unsigned mask, uint64_t v, int *pred, const char *file, int line);
/* redux.sync: the sum, min, max, and, or or xor of v over the lanes of mask (min/max signed when is_signed). */
unsigned prism_emu_reduce(int kind, unsigned mask, unsigned v, int is_signed, const char *file, int line);
/* Lanes of the caller's warp that have not exited. */
unsigned prism_emu_activemask(void);
/* Lane of the calling thread within its warp. */
unsigned prism_emu_laneid(void);

/* Value <-> 64-bit pattern, one pair per supported type. */
#define PRISM_EMU__BITS(tag, T)                                  \
    static inline uint64_t prism_emu_to_bits_##tag(T v)          \
    {                                                            \
        uint64_t u = 0;                                          \
        memcpy(&u, &v, sizeof v);                                \
        return u;                                                \
    }                                                            \
    static inline T prism_emu_from_bits_##tag(uint64_t u)        \
    {                                                            \
        T v;                                                     \
        memcpy(&v, &u, sizeof v);                                \
        return v;                                                \
    }                                                            \
    static inline T prism_emu_shfl_##tag(int kind, unsigned mask, T v, int arg, int width, const char *file, \
                                         int line)               \
    {                                                            \
        return prism_emu_from_bits_##tag(                        \
            prism_emu_shfl(kind, mask, prism_emu_to_bits_##tag(v), arg, width, file, line)); \
    }                                                            \
    static inline unsigned prism_emu_match_##tag(int kind, unsigned mask, T v, int *pred, const char *file, \
                                                 int line)       \
    {                                                            \
        return prism_emu_match(kind, mask, prism_emu_to_bits_##tag(v), pred, file, line); \
    }
PRISM_EMU__BITS(i, int)
PRISM_EMU__BITS(u, unsigned)
PRISM_EMU__BITS(l, long)
PRISM_EMU__BITS(ul, unsigned long)
PRISM_EMU__BITS(ll, long long)
PRISM_EMU__BITS(ull, unsigned long long)
PRISM_EMU__BITS(f, float)
PRISM_EMU__BITS(d, double)
/* cuda_fp16.h and cuda_bf16.h shuffle these too (no match). */
PRISM_EMU__BITS(h, __half)
PRISM_EMU__BITS(h2, __half2)
PRISM_EMU__BITS(bf, __nv_bfloat16)
PRISM_EMU__BITS(bf2, __nv_bfloat162)
#undef PRISM_EMU__BITS

/*
 * The CUDA overloads, by the value's type.  C++ promotes char, short and
 * bool (signed or unsigned) to int to reach the int overload, so they
 * select it here too and the result is an int, as there.  Any other type
 * selects prism_emu_*_unsupported_type, whose parameter no value converts
 * to, so the compiler's error names the type given, right after
 * the PRISM_EMU__*_TYPE_CHECK assertion has listed the supported ones.
 * `extra` adds associations: PRISM_EMU__HALVES for the shuffles, which
 * cuda_fp16.h and cuda_bf16.h overload for the 16-bit floats too.
 */
#define PRISM_EMU__BY_TYPE(what, v, extra)                                                              \
    _Generic((v), int: prism_emu_##what##_i, unsigned: prism_emu_##what##_u,                            \
             long: prism_emu_##what##_l, unsigned long: prism_emu_##what##_ul,                          \
             long long: prism_emu_##what##_ll, unsigned long long: prism_emu_##what##_ull,              \
             float: prism_emu_##what##_f, double: prism_emu_##what##_d, char: prism_emu_##what##_i,     \
             signed char: prism_emu_##what##_i, unsigned char: prism_emu_##what##_i,                    \
             short: prism_emu_##what##_i, unsigned short: prism_emu_##what##_i,                         \
             _Bool: prism_emu_##what##_i extra(what), default: prism_emu_##what##_unsupported_type)
#define PRISM_EMU__HALVES(what)                                                                         \
    , __half: prism_emu_##what##_h, __half2: prism_emu_##what##_h2, __nv_bfloat16: prism_emu_##what##_bf, \
        __nv_bfloat162: prism_emu_##what##_bf2
#define PRISM_EMU__NO_EXTRA(what)
struct prism_emu_shfl_unsupported_type;
struct prism_emu_match_unsupported_type;
uint64_t prism_emu_shfl_unsupported_type(int kind, unsigned mask, struct prism_emu_shfl_unsupported_type *v, ...);
unsigned prism_emu_match_unsupported_type(int kind, unsigned mask, struct prism_emu_match_unsupported_type *v, ...);

/* A (void) expression that stops the build with msg unless cond holds. */
#define PRISM_EMU__STATIC_CHECK(cond, msg) ((void)sizeof(struct { _Static_assert(cond, msg); int prism_emu_ok; }))
#define PRISM_EMU__ARITH_OK(v)                                                                           \
    _Generic((v), int: 1, unsigned: 1, long: 1, unsigned long: 1, long long: 1, unsigned long long: 1,  \
             float: 1, double: 1, char: 1, signed char: 1, unsigned char: 1, short: 1, unsigned short: 1, \
             _Bool: 1, default: 0)
#define PRISM_EMU__SHFL_TYPE_CHECK(v)                                                                    \
    PRISM_EMU__STATIC_CHECK(PRISM_EMU__ARITH_OK(v) ||                                                    \
                                _Generic((v), __half: 1, __half2: 1, __nv_bfloat16: 1, __nv_bfloat162: 1, \
                                         default: 0),                                                    \
                            "the emulator's __shfl*_sync take int, unsigned, long, unsigned long, long long, " \
                            "unsigned long long, float, double, __half, __half2, __nv_bfloat16 and "       \
                            "__nv_bfloat162 values, and char, short and bool promoted to int, as CUDA's "  \
                            "overloads do: the next error names the type given")
#define PRISM_EMU__MATCH_TYPE_CHECK(v)                                                                   \
    PRISM_EMU__STATIC_CHECK(PRISM_EMU__ARITH_OK(v),                                                      \
                            "the emulator's __match_*_sync take int, unsigned, long, unsigned long, long long, " \
                            "unsigned long long, float and double values, and char, short and bool promoted " \
                            "to int, as CUDA's overloads do: the next error names the type given")

/* Optional trailing arguments: FIRST(a, ...) = a, SECOND(a, b, ...) = b. */
#define PRISM_EMU__FIRST(a, ...) a
#define PRISM_EMU__SECOND(a, b, ...) b

/* CUDA takes the lane as int and the delta of up/down as unsigned: one int
 * here, converted as CUDA's own overloads would, so neither spelling draws
 * -Wsign-conversion in the caller's code. */
#define PRISM_EMU__SHFL(kind, mask, v, ...)                                                        \
    (PRISM_EMU__SHFL_TYPE_CHECK(v),                                                                \
     PRISM_EMU__BY_TYPE(shfl, v, PRISM_EMU__HALVES)((kind), (mask), (v),                           \
                                                    (int)(PRISM_EMU__FIRST(__VA_ARGS__, ~)),       \
                                                    (int)(PRISM_EMU__SECOND(__VA_ARGS__, 32, ~)), __FILE__, __LINE__))

/* __shfl*_sync(mask, var, lane|delta|laneMask [, width]) for int, unsigned, (unsigned) long (long), float,
 * double, the 16-bit floats and their pairs; char, short and bool as int. */
#define __shfl_sync(mask, v, ...) PRISM_EMU__SHFL(PRISM_EMU_SHFL_IDX, mask, v, __VA_ARGS__)
#define __shfl_up_sync(mask, v, ...) PRISM_EMU__SHFL(PRISM_EMU_SHFL_UP, mask, v, __VA_ARGS__)
#define __shfl_down_sync(mask, v, ...) PRISM_EMU__SHFL(PRISM_EMU_SHFL_DOWN, mask, v, __VA_ARGS__)
#define __shfl_xor_sync(mask, v, ...) PRISM_EMU__SHFL(PRISM_EMU_SHFL_XOR, mask, v, __VA_ARGS__)

/* __syncwarp() or __syncwarp(mask). */
#define __syncwarp(...) \
    prism_emu_syncwarp(PRISM_EMU__FIRST(__VA_ARGS__ __VA_OPT__(, ) 0xffffffffu, ~), __FILE__, __LINE__)

/* Votes. */
#define __ballot_sync(mask, pred) prism_emu_vote(PRISM_EMU_BALLOT, (mask), (pred) != 0, __FILE__, __LINE__)
#define __any_sync(mask, pred) ((int)prism_emu_vote(PRISM_EMU_ANY, (mask), (pred) != 0, __FILE__, __LINE__))
#define __all_sync(mask, pred) ((int)prism_emu_vote(PRISM_EMU_ALL, (mask), (pred) != 0, __FILE__, __LINE__))
/* Whether pred is the same on every lane of mask. */
#define __uni_sync(mask, pred) ((int)prism_emu_vote(PRISM_EMU_UNI, (mask), (pred) != 0, __FILE__, __LINE__))
#define __activemask() prism_emu_activemask()

/* Match: lanes of mask holding the same value (any), or all of mask when all agree. */
#define __match_any_sync(mask, v)                                                                             \
    (PRISM_EMU__MATCH_TYPE_CHECK(v),                                                                          \
     PRISM_EMU__BY_TYPE(match, v, PRISM_EMU__NO_EXTRA)(PRISM_EMU_MATCH_ANY, (mask), (v), 0, __FILE__, __LINE__))
#define __match_all_sync(mask, v, pred)                                                                       \
    (PRISM_EMU__MATCH_TYPE_CHECK(v),                                                                          \
     PRISM_EMU__BY_TYPE(match, v, PRISM_EMU__NO_EXTRA)(PRISM_EMU_MATCH_ALL, (mask), (v), (pred), __FILE__,     \
                                                       __LINE__))

/*
 * __reduce_*_sync (sm_80's redux.sync): every lane of mask gets the
 * reduction of the values of mask.  add, min and max have an int and an
 * unsigned overload (min and max compare as the type does); char, short
 * and bool promote to int as in C++ (the unary + below), and another type
 * is an error that names it, as for the shuffles.  and, or and xor take
 * unsigned only, so any integer converts to it, as in C++.
 */
static inline int prism_emu_reduce_i(int kind, unsigned mask, int v, const char *file, int line)
{
    return (int)prism_emu_reduce(kind, mask, (unsigned)v, 1, file, line);
}
static inline unsigned prism_emu_reduce_u(int kind, unsigned mask, unsigned v, const char *file, int line)
{
    return prism_emu_reduce(kind, mask, v, 0, file, line);
}
struct prism_emu_reduce_unsupported_type;
unsigned prism_emu_reduce_unsupported_type(int kind, unsigned mask, struct prism_emu_reduce_unsupported_type *v,
                                           ...);
#define PRISM_EMU__REDUCE(kind, mask, v)                                                                  \
    (PRISM_EMU__STATIC_CHECK(_Generic(+(v), int: 1, unsigned: 1, default: 0),                             \
                             "__reduce_add_sync, __reduce_min_sync and __reduce_max_sync take int or "   \
                             "unsigned (char, short and bool promoted to int), as CUDA's overloads do: " \
                             "the next error names the type given"),                                     \
     _Generic(+(v), int: prism_emu_reduce_i, unsigned: prism_emu_reduce_u,                                \
              default: prism_emu_reduce_unsupported_type)((kind), (mask), (v), __FILE__, __LINE__))
#define __reduce_add_sync(mask, v) PRISM_EMU__REDUCE(PRISM_EMU_REDUCE_ADD, mask, v)
#define __reduce_min_sync(mask, v) PRISM_EMU__REDUCE(PRISM_EMU_REDUCE_MIN, mask, v)
#define __reduce_max_sync(mask, v) PRISM_EMU__REDUCE(PRISM_EMU_REDUCE_MAX, mask, v)
#define __reduce_and_sync(mask, v) prism_emu_reduce_u(PRISM_EMU_REDUCE_AND, (mask), (v), __FILE__, __LINE__)
#define __reduce_or_sync(mask, v) prism_emu_reduce_u(PRISM_EMU_REDUCE_OR, (mask), (v), __FILE__, __LINE__)
#define __reduce_xor_sync(mask, v) prism_emu_reduce_u(PRISM_EMU_REDUCE_XOR, (mask), (v), __FILE__, __LINE__)

/* prism_shfl_up_add_f32 (intrinsics.h): the shuffle, then the add where
 * the source lane is in the caller's segment (shfl.sync's predicate: the
 * delta's low 5 bits, as the shuffle itself takes them). */
static inline float prism_emu_shfl_up_add_f32(float v, unsigned delta, int width, const char *file, int line)
{
    float t = prism_emu_shfl_f(PRISM_EMU_SHFL_UP, 0xffffffffu, v, (int)delta, width, file, line);
    return width > 0 && prism_emu_laneid() % (unsigned)width >= (delta & 31u) ? t + v : v;
}
#define prism_shfl_up_add_f32(v, delta, width) prism_emu_shfl_up_add_f32((v), (delta), (width), __FILE__, __LINE__)
static inline int prism_emu_shfl_up_add_i32(int v, unsigned delta, int width, const char *file, int line)
{
    int t = prism_emu_shfl_i(PRISM_EMU_SHFL_UP, 0xffffffffu, v, (int)delta, width, file, line);
    /* Wrapping, as add.s32 does: no signed overflow in the emulator's C. */
    return width > 0 && prism_emu_laneid() % (unsigned)width >= (delta & 31u) ? (int)((unsigned)t + (unsigned)v) : v;
}
#define prism_shfl_up_add_i32(v, delta, width) prism_emu_shfl_up_add_i32((v), (delta), (width), __FILE__, __LINE__)

/* prism_shfl_xor_add_f32 (intrinsics.h): own value plus the partner's. */
static inline float prism_emu_shfl_xor_add_f32(float v, unsigned mask, int width, const char *file, int line)
{
    return v + prism_emu_shfl_f(PRISM_EMU_SHFL_XOR, 0xffffffffu, v, (int)mask, width, file, line);
}
#define prism_shfl_xor_add_f32(v, mask, width) prism_emu_shfl_xor_add_f32((v), (mask), (width), __FILE__, __LINE__)
static inline int prism_emu_shfl_xor_add_i32(int v, unsigned mask, int width, const char *file, int line)
{
    int t = prism_emu_shfl_i(PRISM_EMU_SHFL_XOR, 0xffffffffu, v, (int)mask, width, file, line);
    return (int)((unsigned)v + (unsigned)t);
}
#define prism_shfl_xor_add_i32(v, mask, width) prism_emu_shfl_xor_add_i32((v), (mask), (width), __FILE__, __LINE__)

#endif /* PRISM_EMU_WARP_H */
