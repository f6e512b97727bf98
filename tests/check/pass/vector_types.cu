/*
 * vector_types.cu - CUDA's vector types have the sizes and alignments of
 * CUDA 13's vector_types.h (3-vectors unpadded: float3 is 12 bytes aligned
 * to 4), in constant expressions and in shared allocations.  Each
 * allocation below takes 3 elements, rounded up to 16 bytes, and the
 * budget is exactly their sum, so one size too large is a P052 here and
 * one too small a P052 in fail/vector_types_budget.cu.
 */
#include "prism.h"
_Static_assert(sizeof(char1) == 1 && _Alignof(char1) == 1, "char1");
_Static_assert(sizeof(uchar1) == 1 && _Alignof(uchar1) == 1, "uchar1");
_Static_assert(sizeof(char2) == 2 && _Alignof(char2) == 2, "char2");
_Static_assert(sizeof(uchar2) == 2 && _Alignof(uchar2) == 2, "uchar2");
_Static_assert(sizeof(char3) == 3 && _Alignof(char3) == 1, "char3");
_Static_assert(sizeof(uchar3) == 3 && _Alignof(uchar3) == 1, "uchar3");
_Static_assert(sizeof(char4) == 4 && _Alignof(char4) == 4, "char4");
_Static_assert(sizeof(uchar4) == 4 && _Alignof(uchar4) == 4, "uchar4");
_Static_assert(sizeof(short1) == 2 && _Alignof(short1) == 2, "short1");
_Static_assert(sizeof(ushort1) == 2 && _Alignof(ushort1) == 2, "ushort1");
_Static_assert(sizeof(short2) == 4 && _Alignof(short2) == 4, "short2");
_Static_assert(sizeof(ushort2) == 4 && _Alignof(ushort2) == 4, "ushort2");
_Static_assert(sizeof(short3) == 6 && _Alignof(short3) == 2, "short3");
_Static_assert(sizeof(ushort3) == 6 && _Alignof(ushort3) == 2, "ushort3");
_Static_assert(sizeof(short4) == 8 && _Alignof(short4) == 8, "short4");
_Static_assert(sizeof(ushort4) == 8 && _Alignof(ushort4) == 8, "ushort4");
_Static_assert(sizeof(int1) == 4 && _Alignof(int1) == 4, "int1");
_Static_assert(sizeof(uint1) == 4 && _Alignof(uint1) == 4, "uint1");
_Static_assert(sizeof(int2) == 8 && _Alignof(int2) == 8, "int2");
_Static_assert(sizeof(uint2) == 8 && _Alignof(uint2) == 8, "uint2");
_Static_assert(sizeof(int3) == 12 && _Alignof(int3) == 4, "int3");
_Static_assert(sizeof(uint3) == 12 && _Alignof(uint3) == 4, "uint3");
_Static_assert(sizeof(int4) == 16 && _Alignof(int4) == 16, "int4");
_Static_assert(sizeof(uint4) == 16 && _Alignof(uint4) == 16, "uint4");
_Static_assert(sizeof(long1) == 8 && _Alignof(long1) == 8, "long1");
_Static_assert(sizeof(ulong1) == 8 && _Alignof(ulong1) == 8, "ulong1");
_Static_assert(sizeof(long2) == 16 && _Alignof(long2) == 16, "long2");
_Static_assert(sizeof(ulong2) == 16 && _Alignof(ulong2) == 16, "ulong2");
_Static_assert(sizeof(long3) == 24 && _Alignof(long3) == 8, "long3");
_Static_assert(sizeof(ulong3) == 24 && _Alignof(ulong3) == 8, "ulong3");
_Static_assert(sizeof(long4) == 32 && _Alignof(long4) == 16, "long4");
_Static_assert(sizeof(ulong4) == 32 && _Alignof(ulong4) == 16, "ulong4");
_Static_assert(sizeof(long4_16a) == 32 && _Alignof(long4_16a) == 16, "long4_16a");
_Static_assert(sizeof(ulong4_16a) == 32 && _Alignof(ulong4_16a) == 16, "ulong4_16a");
_Static_assert(sizeof(longlong1) == 8 && _Alignof(longlong1) == 8, "longlong1");
_Static_assert(sizeof(ulonglong1) == 8 && _Alignof(ulonglong1) == 8, "ulonglong1");
_Static_assert(sizeof(longlong2) == 16 && _Alignof(longlong2) == 16, "longlong2");
_Static_assert(sizeof(ulonglong2) == 16 && _Alignof(ulonglong2) == 16, "ulonglong2");
_Static_assert(sizeof(longlong3) == 24 && _Alignof(longlong3) == 8, "longlong3");
_Static_assert(sizeof(ulonglong3) == 24 && _Alignof(ulonglong3) == 8, "ulonglong3");
_Static_assert(sizeof(longlong4) == 32 && _Alignof(longlong4) == 16, "longlong4");
_Static_assert(sizeof(ulonglong4) == 32 && _Alignof(ulonglong4) == 16, "ulonglong4");
_Static_assert(sizeof(longlong4_16a) == 32 && _Alignof(longlong4_16a) == 16, "longlong4_16a");
_Static_assert(sizeof(ulonglong4_16a) == 32 && _Alignof(ulonglong4_16a) == 16, "ulonglong4_16a");
_Static_assert(sizeof(float1) == 4 && _Alignof(float1) == 4, "float1");
_Static_assert(sizeof(float2) == 8 && _Alignof(float2) == 8, "float2");
_Static_assert(sizeof(float3) == 12 && _Alignof(float3) == 4, "float3");
_Static_assert(sizeof(float4) == 16 && _Alignof(float4) == 16, "float4");
_Static_assert(sizeof(double1) == 8 && _Alignof(double1) == 8, "double1");
_Static_assert(sizeof(double2) == 16 && _Alignof(double2) == 16, "double2");
_Static_assert(sizeof(double3) == 24 && _Alignof(double3) == 8, "double3");
_Static_assert(sizeof(double4) == 32 && _Alignof(double4) == 16, "double4");
_Static_assert(sizeof(double4_16a) == 32 && _Alignof(double4_16a) == 16, "double4_16a");
_Static_assert(sizeof(half) == 2 && _Alignof(half) == 2, "half");
_Static_assert(sizeof(__half) == 2 && _Alignof(__half) == 2, "__half");
_Static_assert(sizeof(half2) == 4 && _Alignof(half2) == 4, "half2");
_Static_assert(sizeof(__half2) == 4 && _Alignof(__half2) == 4, "__half2");
_Static_assert(sizeof(__nv_bfloat16) == 2 && _Alignof(__nv_bfloat16) == 2, "__nv_bfloat16");
_Static_assert(sizeof(__nv_bfloat162) == 4 && _Alignof(__nv_bfloat162) == 4, "__nv_bfloat162");
_Static_assert(sizeof(dim3) == 12 && _Alignof(dim3) == 4, "dim3");

/* Every vector type, three of each: 2656 bytes in all. */
PRISM_DEVICE(void, stage_all, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(2656))
{
    PRISM_SHARED(char1, v_char1, 3);
    (void)v_char1;
    PRISM_SHARED(uchar1, v_uchar1, 3);
    (void)v_uchar1;
    PRISM_SHARED(char2, v_char2, 3);
    (void)v_char2;
    PRISM_SHARED(uchar2, v_uchar2, 3);
    (void)v_uchar2;
    PRISM_SHARED(char3, v_char3, 3);
    (void)v_char3;
    PRISM_SHARED(uchar3, v_uchar3, 3);
    (void)v_uchar3;
    PRISM_SHARED(char4, v_char4, 3);
    (void)v_char4;
    PRISM_SHARED(uchar4, v_uchar4, 3);
    (void)v_uchar4;
    PRISM_SHARED(short1, v_short1, 3);
    (void)v_short1;
    PRISM_SHARED(ushort1, v_ushort1, 3);
    (void)v_ushort1;
    PRISM_SHARED(short2, v_short2, 3);
    (void)v_short2;
    PRISM_SHARED(ushort2, v_ushort2, 3);
    (void)v_ushort2;
    PRISM_SHARED(short3, v_short3, 3);
    (void)v_short3;
    PRISM_SHARED(ushort3, v_ushort3, 3);
    (void)v_ushort3;
    PRISM_SHARED(short4, v_short4, 3);
    (void)v_short4;
    PRISM_SHARED(ushort4, v_ushort4, 3);
    (void)v_ushort4;
    PRISM_SHARED(int1, v_int1, 3);
    (void)v_int1;
    PRISM_SHARED(uint1, v_uint1, 3);
    (void)v_uint1;
    PRISM_SHARED(int2, v_int2, 3);
    (void)v_int2;
    PRISM_SHARED(uint2, v_uint2, 3);
    (void)v_uint2;
    PRISM_SHARED(int3, v_int3, 3);
    (void)v_int3;
    PRISM_SHARED(uint3, v_uint3, 3);
    (void)v_uint3;
    PRISM_SHARED(int4, v_int4, 3);
    (void)v_int4;
    PRISM_SHARED(uint4, v_uint4, 3);
    (void)v_uint4;
    PRISM_SHARED(long1, v_long1, 3);
    (void)v_long1;
    PRISM_SHARED(ulong1, v_ulong1, 3);
    (void)v_ulong1;
    PRISM_SHARED(long2, v_long2, 3);
    (void)v_long2;
    PRISM_SHARED(ulong2, v_ulong2, 3);
    (void)v_ulong2;
    PRISM_SHARED(long3, v_long3, 3);
    (void)v_long3;
    PRISM_SHARED(ulong3, v_ulong3, 3);
    (void)v_ulong3;
    PRISM_SHARED(long4, v_long4, 3);
    (void)v_long4;
    PRISM_SHARED(ulong4, v_ulong4, 3);
    (void)v_ulong4;
    PRISM_SHARED(long4_16a, v_long4_16a, 3);
    (void)v_long4_16a;
    PRISM_SHARED(ulong4_16a, v_ulong4_16a, 3);
    (void)v_ulong4_16a;
    PRISM_SHARED(longlong1, v_longlong1, 3);
    (void)v_longlong1;
    PRISM_SHARED(ulonglong1, v_ulonglong1, 3);
    (void)v_ulonglong1;
    PRISM_SHARED(longlong2, v_longlong2, 3);
    (void)v_longlong2;
    PRISM_SHARED(ulonglong2, v_ulonglong2, 3);
    (void)v_ulonglong2;
    PRISM_SHARED(longlong3, v_longlong3, 3);
    (void)v_longlong3;
    PRISM_SHARED(ulonglong3, v_ulonglong3, 3);
    (void)v_ulonglong3;
    PRISM_SHARED(longlong4, v_longlong4, 3);
    (void)v_longlong4;
    PRISM_SHARED(ulonglong4, v_ulonglong4, 3);
    (void)v_ulonglong4;
    PRISM_SHARED(longlong4_16a, v_longlong4_16a, 3);
    (void)v_longlong4_16a;
    PRISM_SHARED(ulonglong4_16a, v_ulonglong4_16a, 3);
    (void)v_ulonglong4_16a;
    PRISM_SHARED(float1, v_float1, 3);
    (void)v_float1;
    PRISM_SHARED(float2, v_float2, 3);
    (void)v_float2;
    PRISM_SHARED(float3, v_float3, 3);
    (void)v_float3;
    PRISM_SHARED(float4, v_float4, 3);
    (void)v_float4;
    PRISM_SHARED(double1, v_double1, 3);
    (void)v_double1;
    PRISM_SHARED(double2, v_double2, 3);
    (void)v_double2;
    PRISM_SHARED(double3, v_double3, 3);
    (void)v_double3;
    PRISM_SHARED(double4, v_double4, 3);
    (void)v_double4;
    PRISM_SHARED(double4_16a, v_double4_16a, 3);
    (void)v_double4_16a;
    PRISM_SHARED(half, v_half, 3);
    (void)v_half;
    PRISM_SHARED(__half, v_half, 3);
    (void)v_half;
    PRISM_SHARED(half2, v_half2, 3);
    (void)v_half2;
    PRISM_SHARED(__half2, v_half2, 3);
    (void)v_half2;
    PRISM_SHARED(__nv_bfloat16, v_nv_bfloat16, 3);
    (void)v_nv_bfloat16;
    PRISM_SHARED(__nv_bfloat162, v_nv_bfloat162, 3);
    (void)v_nv_bfloat162;
    PRISM_SHARED(dim3, v_dim3, 3);
    (void)v_dim3;
}

/* The budget arithmetic in sizeof: 256 float3 are 3072 bytes, 64 double4 2048. */
PRISM_DEVICE(void, particles, PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM(256 * sizeof(float3) + 64 * sizeof(double4)))
{
    PRISM_SHARED(float3, pos, 256);
    PRISM_SHARED(double4, acc, 64);
    (void)pos;
    (void)acc;
}
/*
 * check-name: CUDA vector types: sizes, alignments and shared budgets
 *
 * check-error-start
 * check-error-end
 */
