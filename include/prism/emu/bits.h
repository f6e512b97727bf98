/*
 * prism/emu/bits.h - CUDA's integer and bit-cast intrinsics for the host
 * emulator.  Included by emu.h.
 */
#ifndef PRISM_EMU_BITS_H
#define PRISM_EMU_BITS_H

#include <stdint.h>
#include <string.h>

/* Set bits. */
static inline int __popc(unsigned x)
{
    return __builtin_popcount(x);
}
static inline int __popcll(unsigned long long x)
{
    return __builtin_popcountll(x);
}
/* 1 + index of the least significant set bit; 0 for 0. */
static inline int __ffs(int x)
{
    return __builtin_ffs(x);
}
static inline int __ffsll(long long x)
{
    return __builtin_ffsll(x);
}
/* Leading zeros; 32 (64) for 0, where the builtin is undefined. */
static inline int __clz(int x)
{
    return x == 0 ? 32 : __builtin_clz((unsigned)x);
}
static inline int __clzll(long long x)
{
    return x == 0 ? 64 : __builtin_clzll((unsigned long long)x);
}
/* Bit reversal. */
static inline unsigned __brev(unsigned x)
{
    x = (x >> 1 & 0x55555555u) | (x & 0x55555555u) << 1;
    x = (x >> 2 & 0x33333333u) | (x & 0x33333333u) << 2;
    x = (x >> 4 & 0x0f0f0f0fu) | (x & 0x0f0f0f0fu) << 4;
    return __builtin_bswap32(x);
}
static inline unsigned long long __brevll(unsigned long long x)
{
    return (unsigned long long)__brev((unsigned)x) << 32 | __brev((unsigned)(x >> 32));
}
/* Reinterpret bits between float and 32-bit integers. */
static inline unsigned __float_as_uint(float x)
{
    unsigned u;
    memcpy(&u, &x, sizeof u);
    return u;
}
static inline int __float_as_int(float x)
{
    int i;
    memcpy(&i, &x, sizeof i);
    return i;
}
static inline float __uint_as_float(unsigned u)
{
    float x;
    memcpy(&x, &u, sizeof x);
    return x;
}
static inline float __int_as_float(int i)
{
    float x;
    memcpy(&x, &i, sizeof x);
    return x;
}

#endif /* PRISM_EMU_BITS_H */
