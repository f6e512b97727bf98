/*
 * prism/emu/atomics.h - CUDA atomics for the host emulator.  Included by
 * emu.h.
 *
 * Blocks run on several OS threads, so every atomic is a real one
 * (__atomic builtins, sequentially consistent); the CUDA overloads become
 * _Generic selections on the pointer type.  All return the old value.
 *   atomicAdd   int, unsigned, (unsigned) long long, float, double
 *   atomicSub   int, unsigned
 *   atomicExch  int, unsigned, (unsigned) long long, float
 *   atomicMin/Max  int, unsigned, (unsigned) long long
 *   atomicAnd/Or/Xor  int, unsigned, (unsigned) long long
 *   atomicCAS   int, unsigned, (unsigned) long long
 *   atomicInc/Dec  unsigned (wrapping at val, as CUDA defines them)
 * and each one's _block and _system forms, as the device-wide one.
 * `long`/`unsigned long` (int64_t/uint64_t on LP64) select the 64-bit forms.
 */
#ifndef PRISM_EMU_ATOMICS_H
#define PRISM_EMU_ATOMICS_H

#define PRISM_EMU__SC __ATOMIC_SEQ_CST

/* Read-modify-write through the builtin fetch_OP. */
#define PRISM_EMU__FETCH(name, tag, T, op)                         \
    static inline T prism_emu_##name##_##tag(T *p, T v)            \
    {                                                              \
        return __atomic_fetch_##op(p, v, PRISM_EMU__SC);           \
    }
/* Read-modify-write through a compare-and-swap loop: new = f(old, v). */
#define PRISM_EMU__CASLOOP(name, tag, T, expr)                                                 \
    static inline T prism_emu_##name##_##tag(T *p, T v)                                        \
    {                                                                                          \
        T old, want;                                                                           \
        __atomic_load(p, &old, PRISM_EMU__SC);                                                 \
        do {                                                                                   \
            want = (expr);                                                                     \
        } while (!__atomic_compare_exchange(p, &old, &want, 0, PRISM_EMU__SC, PRISM_EMU__SC)); \
        return old;                                                                            \
    }
#define PRISM_EMU__INTS(X)                                   \
    X(i, int) X(u, unsigned) X(l, long) X(ul, unsigned long) \
    X(ll, long long) X(ull, unsigned long long)

#define PRISM_EMU__INT_OPS(tag, T)                                 \
    PRISM_EMU__FETCH(add, tag, T, add)                             \
    PRISM_EMU__FETCH(sub, tag, T, sub)                             \
    PRISM_EMU__FETCH(and, tag, T, and)                             \
    PRISM_EMU__FETCH(or, tag, T, or)                               \
    PRISM_EMU__FETCH(xor, tag, T, xor)                             \
    PRISM_EMU__CASLOOP(min, tag, T, v < old ? v : old)             \
    PRISM_EMU__CASLOOP(max, tag, T, v > old ? v : old)             \
    static inline T prism_emu_exch_##tag(T *p, T v)                \
    {                                                              \
        return __atomic_exchange_n(p, v, PRISM_EMU__SC);           \
    }                                                              \
    static inline T prism_emu_cas_##tag(T *p, T compare, T v)      \
    {                                                              \
        __atomic_compare_exchange_n(p, &compare, v, 0, PRISM_EMU__SC, PRISM_EMU__SC); \
        return compare;                                            \
    }
PRISM_EMU__INTS(PRISM_EMU__INT_OPS)

PRISM_EMU__CASLOOP(add, f, float, old + v)
PRISM_EMU__CASLOOP(add, d, double, old + v)
PRISM_EMU__CASLOOP(inc, u, unsigned, old >= v ? 0u : old + 1u)
PRISM_EMU__CASLOOP(dec, u, unsigned, (old == 0u || old > v) ? v : old - 1u)
static inline float prism_emu_exch_f(float *p, float v)
{
    float old;
    __atomic_exchange(p, &v, &old, PRISM_EMU__SC);
    return old;
}

#define PRISM_EMU__ATOMIC_INT(what, p)                                                   \
    _Generic((p), int *: prism_emu_##what##_i, unsigned *: prism_emu_##what##_u,         \
             long *: prism_emu_##what##_l, unsigned long *: prism_emu_##what##_ul,       \
             long long *: prism_emu_##what##_ll, unsigned long long *: prism_emu_##what##_ull)

#define atomicAdd(p, v)                                                                   \
    _Generic((p), int *: prism_emu_add_i, unsigned *: prism_emu_add_u,                    \
             long *: prism_emu_add_l, unsigned long *: prism_emu_add_ul,                  \
             long long *: prism_emu_add_ll, unsigned long long *: prism_emu_add_ull,      \
             float *: prism_emu_add_f, double *: prism_emu_add_d)((p), (v))
#define atomicSub(p, v) PRISM_EMU__ATOMIC_INT(sub, p)((p), (v))
#define atomicAnd(p, v) PRISM_EMU__ATOMIC_INT(and, p)((p), (v))
#define atomicOr(p, v) PRISM_EMU__ATOMIC_INT(or, p)((p), (v))
#define atomicXor(p, v) PRISM_EMU__ATOMIC_INT(xor, p)((p), (v))
#define atomicMin(p, v) PRISM_EMU__ATOMIC_INT(min, p)((p), (v))
#define atomicMax(p, v) PRISM_EMU__ATOMIC_INT(max, p)((p), (v))
#define atomicCAS(p, cmp, v) PRISM_EMU__ATOMIC_INT(cas, p)((p), (cmp), (v))
#define atomicExch(p, v)                                                                  \
    _Generic((p), int *: prism_emu_exch_i, unsigned *: prism_emu_exch_u,                  \
             long *: prism_emu_exch_l, unsigned long *: prism_emu_exch_ul,                \
             long long *: prism_emu_exch_ll, unsigned long long *: prism_emu_exch_ull,    \
             float *: prism_emu_exch_f)((p), (v))
#define atomicInc(p, v) prism_emu_inc_u((p), (v))
#define atomicDec(p, v) prism_emu_dec_u((p), (v))

/* The scoped forms (SPEC 6.7).  Every emulated atomic is sequentially
 * consistent across all blocks, at least as strong as both scopes; the
 * checker refuses a _block form on memory other blocks reach. */
#define atomicAdd_block(p, v) atomicAdd((p), (v))
#define atomicSub_block(p, v) atomicSub((p), (v))
#define atomicExch_block(p, v) atomicExch((p), (v))
#define atomicMin_block(p, v) atomicMin((p), (v))
#define atomicMax_block(p, v) atomicMax((p), (v))
#define atomicInc_block(p, v) atomicInc((p), (v))
#define atomicDec_block(p, v) atomicDec((p), (v))
#define atomicCAS_block(p, cmp, v) atomicCAS((p), (cmp), (v))
#define atomicAnd_block(p, v) atomicAnd((p), (v))
#define atomicOr_block(p, v) atomicOr((p), (v))
#define atomicXor_block(p, v) atomicXor((p), (v))
#define atomicAdd_system(p, v) atomicAdd((p), (v))
#define atomicSub_system(p, v) atomicSub((p), (v))
#define atomicExch_system(p, v) atomicExch((p), (v))
#define atomicMin_system(p, v) atomicMin((p), (v))
#define atomicMax_system(p, v) atomicMax((p), (v))
#define atomicInc_system(p, v) atomicInc((p), (v))
#define atomicDec_system(p, v) atomicDec((p), (v))
#define atomicCAS_system(p, cmp, v) atomicCAS((p), (cmp), (v))
#define atomicAnd_system(p, v) atomicAnd((p), (v))
#define atomicOr_system(p, v) atomicOr((p), (v))
#define atomicXor_system(p, v) atomicXor((p), (v))

#endif /* PRISM_EMU_ATOMICS_H */
