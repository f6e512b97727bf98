/* Look-alikes of fail/call_declared_unread.cu: math functions, gcc
 * builtins, CUDA's vector constructors, half-precision and SIMD
 * intrinsics compute from their arguments,
 * so on block values they are block values; a helper that only calls an
 * unread function for its effect (__trap, __threadfence) keeps its
 * result's perspective; rand() in thread code is legal. */
#include <math.h>
#include <stdlib.h>
#include <cuda_fp16.h>
#include "prism.h"
__device__ int guard(int x)
{
    if (x < 0)
        __trap();
    __threadfence();
    return x;
}
/* reads through the pointer: the local's value, as broad as the local;
 * a test against a null pointer is the same in every thread */
__device__ int readp(const int *p) { return *p + 1; }
__device__ int readq(const int *p) { if (p == NULL) return 0; return p != 0 ? *p : 1; }
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) const int a = (int)sqrtf((float)n) + __builtin_clz((unsigned)n | 1u);
        PRISM_AT(BLOCK(1)) const float4 v = make_float4((float)a, 0.0f, 0.0f, 0.0f);
        PRISM_AT(BLOCK(1)) const long4 l4 = make_long4_16a(1, 2, 3, (long)a);
        PRISM_AT(BLOCK(1)) const int g = guard(n);
        PRISM_AT(BLOCK(1)) const unsigned s = __vadd4((unsigned)n, 0x01010101u) ^ __vabsdiffu2((unsigned)n, 3u);
        PRISM_AT(BLOCK(1)) const __half2 h = __hadd2(__float2half2_rn((float)n), __float2half2_rn(1.0f));
        PRISM_AT(BLOCK(1)) const int hv = (int)__low2float(h);
        PRISM_AT(BLOCK(1)) int loc = n;
        PRISM_AT(BLOCK(1)) const int rd = readp(&loc) + readq(&loc);
        if ((a + (int)v.x + (int)l4.w + g + (int)s + hv + rd) & 1)
            __syncthreads();
        PRISM_GROUP(THREAD(1)) { r = rand() & 1; }
    }
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = t + r; }
    }
}
/*
 * check-name: math functions, gcc builtins, make_float4 and a helper calling __trap for its effect keep block values; rand() in thread code
 *
 * check-error-start
 * check-error-end
 */
