/*
 * plain_helper_lookalikes.cu - legal twins of fail/plain_helper_asm.cu,
 * _named_stores.cu and _grid_reuse.cu: a register-only asm inside
 * PRISM_UNSAFE (kernels/hgemm's bf16 conversion), a store by name inside
 * PRISM_UNSAFE (trusted), an atomic on a __device__ array by name, stores
 * through the helper's own parameter and into its locals, reads of
 * variables outside the threads, and a helper reading a __device__ array
 * the kernel does not partition (another one is partitioned).
 */
#include "prism.h"
__shared__ int sbuf[128];
static __device__ int gbuf[1024];
static __device__ int other[1024];
static __device__ unsigned gcount[1];

static __device__ unsigned pack(float lo, float hi)
{
    unsigned r;
    PRISM_UNSAFE {
#ifdef __CUDACC__
        asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(hi), "f"(lo));
#else
        r = (unsigned)(int)lo + (unsigned)(int)hi;
#endif
    }
    return r;
}
static __device__ void trusted_put(int i, int v)
{
    PRISM_UNSAFE { other[i] = v; }
}
static __device__ void count(void) { atomicAdd(&gcount[0], 1u); }
static __device__ void put(int *p, int v) { *p = v; }
static __device__ int local_work(int v)
{
    int a[4];
    static const int tab[4] = {1, 2, 3, 4};
    for (int i = 0; i < 4; i++)
        a[i] = v + tab[i];
    return a[v & 3] + sbuf[v & 127];
}
static __device__ int rd_other(int i) { return other[i]; }

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int *gb = gbuf;
    PRISM_PARTITION(w, gb, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { put(w, rd_other((g + 1) % 1024)); }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            count();
            trusted_put(0, 1);
            o[0] = (int)pack((float)g, 1.0f) + local_work(g) + rd_other(g);
        }
    }
}
/*
 * check-name: plain helper look-alikes: unsafe asm and stores, atomics by name, own parameters and locals
 *
 * check-error-start
 * check-error-end
 */
