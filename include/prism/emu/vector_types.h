/*
 * prism/emu/vector_types.h - CUDA's vector types and their make_*
 * constructors for kernel code compiled as C by the emulator.
 *
 * A kernel that uses float4 or int3 must mean the same bytes on the host
 * as on the GPU: shared budgets, reinterpreting casts (`*(float4 *)&p[i]`)
 * and copies between host and device all depend on it.  So every type has
 * CUDA's size and alignment (vector_types.h of CUDA 12/13, 64-bit Linux),
 * which tests/emu/vector_sizes.cu asserts against both this header and
 * nvcc.  The rule CUDA follows, and the table below spells out per type:
 *
 *   T1, T3     the element's own alignment (size n * sizeof(T))
 *   T2         2 * sizeof(T)   (char2 2, short2 4, int2/float2 8, 8-byte 16)
 *   T4         4 * sizeof(T), at most 16; the 8-byte 4-vectors also come
 *              as T4_16a and T4_32a (alignment 16 and 32: CUDA 13 deprecates
 *              the plain long4, ulong4, longlong4, ulonglong4, double4)
 *   dim3, uint3  three unsigned; the same struct as the emulator's
 *              threadIdx/blockDim (prism_dim3_t), so `uint3 t = threadIdx;`
 *              and `dim3 b = blockDim;` compile as in CUDA (C has no
 *              constructors, so no `dim3 g(4)`; CUDA has no make_dim3).
 *
 * The types are generated from one table, PRISM__VEC_TYPES, so a type and
 * its constructor cannot disagree.
 */
#ifndef PRISM_EMU_VECTOR_TYPES_H
#define PRISM_EMU_VECTOR_TYPES_H

/* The members and constructor parameters of an n-vector of element type T. */
#define PRISM__VEC_MEMBERS_1(T) T x;
#define PRISM__VEC_MEMBERS_2(T) T x, y;
#define PRISM__VEC_MEMBERS_3(T) T x, y, z;
#define PRISM__VEC_MEMBERS_4(T) T x, y, z, w;
#define PRISM__VEC_PARAMS_1(T) T x
#define PRISM__VEC_PARAMS_2(T) T x, T y
#define PRISM__VEC_PARAMS_3(T) T x, T y, T z
#define PRISM__VEC_PARAMS_4(T) T x, T y, T z, T w
#define PRISM__VEC_ARGS_1 x
#define PRISM__VEC_ARGS_2 x, y
#define PRISM__VEC_ARGS_3 x, y, z
#define PRISM__VEC_ARGS_4 x, y, z, w

/* One vector type `name` of n elements of T aligned to align, and make_<name>. */
#define PRISM__VEC_DEFINE(name, T, n, align)                                       \
    typedef struct __attribute__((aligned(align))) name {                          \
        PRISM__VEC_MEMBERS_##n(T)                                                  \
    } name;                                                                        \
    static inline __attribute__((unused)) name make_##name(PRISM__VEC_PARAMS_##n(T)) \
    {                                                                              \
        name v = {PRISM__VEC_ARGS_##n};                                            \
        return v;                                                                  \
    }

/* X(name, element type, n, alignment): every CUDA vector type but uint3 and dim3. */
#define PRISM__VEC_TYPES(X)                                                                         \
    X(char1, signed char, 1, 1) X(char2, signed char, 2, 2)                                         \
    X(char3, signed char, 3, 1) X(char4, signed char, 4, 4)                                         \
    X(uchar1, unsigned char, 1, 1) X(uchar2, unsigned char, 2, 2)                                   \
    X(uchar3, unsigned char, 3, 1) X(uchar4, unsigned char, 4, 4)                                   \
    X(short1, short, 1, 2) X(short2, short, 2, 4) X(short3, short, 3, 2) X(short4, short, 4, 8)     \
    X(ushort1, unsigned short, 1, 2) X(ushort2, unsigned short, 2, 4)                               \
    X(ushort3, unsigned short, 3, 2) X(ushort4, unsigned short, 4, 8)                               \
    X(int1, int, 1, 4) X(int2, int, 2, 8) X(int3, int, 3, 4) X(int4, int, 4, 16)                    \
    X(uint1, unsigned, 1, 4) X(uint2, unsigned, 2, 8) X(uint4, unsigned, 4, 16)                     \
    X(long1, long, 1, 8) X(long2, long, 2, 16) X(long3, long, 3, 8) X(long4, long, 4, 16)           \
    X(long4_16a, long, 4, 16) X(long4_32a, long, 4, 32)                                             \
    X(ulong1, unsigned long, 1, 8) X(ulong2, unsigned long, 2, 16)                                  \
    X(ulong3, unsigned long, 3, 8) X(ulong4, unsigned long, 4, 16)                                  \
    X(ulong4_16a, unsigned long, 4, 16) X(ulong4_32a, unsigned long, 4, 32)                         \
    X(longlong1, long long, 1, 8) X(longlong2, long long, 2, 16)                                    \
    X(longlong3, long long, 3, 8) X(longlong4, long long, 4, 16)                                    \
    X(longlong4_16a, long long, 4, 16) X(longlong4_32a, long long, 4, 32)                           \
    X(ulonglong1, unsigned long long, 1, 8) X(ulonglong2, unsigned long long, 2, 16)                \
    X(ulonglong3, unsigned long long, 3, 8) X(ulonglong4, unsigned long long, 4, 16)                \
    X(ulonglong4_16a, unsigned long long, 4, 16) X(ulonglong4_32a, unsigned long long, 4, 32)       \
    X(float1, float, 1, 4) X(float2, float, 2, 8) X(float3, float, 3, 4) X(float4, float, 4, 16)    \
    X(double1, double, 1, 8) X(double2, double, 2, 16) X(double3, double, 3, 8)                     \
    X(double4, double, 4, 16) X(double4_16a, double, 4, 16) X(double4_32a, double, 4, 32)

PRISM__VEC_TYPES(PRISM__VEC_DEFINE)

/*
 * uint3 and dim3 are the emulator's built-in index struct (emu.h), defined
 * here so that this header stands alone: a host driver that names float2
 * in a kernel's launch prototype includes only this (prism-check
 * --launch-header).
 */
struct prism_dim3 {
    unsigned x, y, z;
};
typedef struct prism_dim3 uint3;
typedef struct prism_dim3 dim3;
static inline __attribute__((unused)) uint3 make_uint3(unsigned x, unsigned y, unsigned z)
{
    uint3 v = {x, y, z};
    return v;
}

#endif /* PRISM_EMU_VECTOR_TYPES_H */
