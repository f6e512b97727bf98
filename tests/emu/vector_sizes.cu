/*
 * tests/emu/vector_sizes.cu - the size and alignment of every CUDA vector
 * type, written out by hand (not generated from the emulator's table, so
 * the two can disagree).  tests/suites/30-emu.sh compiles this file as C
 * against the emulator (prism/emu/vector_types.h) and, where nvcc exists,
 * as CUDA, where the types are CUDA's own: a wrong row fails one build.
 */
#include "prism.h"

#ifdef __cplusplus
#define VEC_ASSERT(c, m) static_assert(c, m)
#define VEC_ALIGNOF(T) alignof(T)
#else
#define VEC_ASSERT(c, m) _Static_assert(c, m)
#define VEC_ALIGNOF(T) _Alignof(T)
#endif
#define VEC(T, size, align)                                                  \
    VEC_ASSERT(sizeof(T) == (size), "sizeof(" #T ") is not " #size);         \
    VEC_ASSERT(VEC_ALIGNOF(T) == (align), "alignof(" #T ") is not " #align);

VEC(char1, 1, 1) VEC(char2, 2, 2) VEC(char3, 3, 1) VEC(char4, 4, 4)
VEC(uchar1, 1, 1) VEC(uchar2, 2, 2) VEC(uchar3, 3, 1) VEC(uchar4, 4, 4)
VEC(short1, 2, 2) VEC(short2, 4, 4) VEC(short3, 6, 2) VEC(short4, 8, 8)
VEC(ushort1, 2, 2) VEC(ushort2, 4, 4) VEC(ushort3, 6, 2) VEC(ushort4, 8, 8)
VEC(int1, 4, 4) VEC(int2, 8, 8) VEC(int3, 12, 4) VEC(int4, 16, 16)
VEC(uint1, 4, 4) VEC(uint2, 8, 8) VEC(uint3, 12, 4) VEC(uint4, 16, 16)
VEC(long1, 8, 8) VEC(long2, 16, 16) VEC(long3, 24, 8)
VEC(ulong1, 8, 8) VEC(ulong2, 16, 16) VEC(ulong3, 24, 8)
VEC(long4_16a, 32, 16) VEC(long4_32a, 32, 32) VEC(ulong4_16a, 32, 16) VEC(ulong4_32a, 32, 32)
VEC(longlong1, 8, 8) VEC(longlong2, 16, 16) VEC(longlong3, 24, 8)
VEC(ulonglong1, 8, 8) VEC(ulonglong2, 16, 16) VEC(ulonglong3, 24, 8)
VEC(longlong4_16a, 32, 16) VEC(longlong4_32a, 32, 32) VEC(ulonglong4_16a, 32, 16) VEC(ulonglong4_32a, 32, 32)
VEC(float1, 4, 4) VEC(float2, 8, 8) VEC(float3, 12, 4) VEC(float4, 16, 16)
VEC(double1, 8, 8) VEC(double2, 16, 16) VEC(double3, 24, 8)
VEC(double4_16a, 32, 16) VEC(double4_32a, 32, 32)
VEC(dim3, 12, 4)

/* CUDA 13 deprecates these spellings (nvcc warns, and warnings are errors): C only. */
#ifndef __CUDACC__
VEC(long4, 32, 16) VEC(ulong4, 32, 16) VEC(longlong4, 32, 16) VEC(ulonglong4, 32, 16) VEC(double4, 32, 16)
#endif

/* Constructors exist with CUDA's names and element types. */
PRISM_DEVFN float4 vec_make_all(void)
{
    char4 c = make_char4(1, 2, 3, 4);
    short3 s = make_short3(1, 2, 3);
    longlong2 l = make_longlong2(1, 2);
    ulong1 u = make_ulong1(3);
    double3 d = make_double3(1, 2, 3);
    return make_float4((float)c.w, (float)s.z, (float)(l.y + (long long)u.x), (float)d.z);
}
