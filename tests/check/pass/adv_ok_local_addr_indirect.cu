/*
 * adv_ok_local_addr_indirect.cu - the look-alikes of
 * fail/adv_local_addr_indirect.cu that are legal: the same helpers and
 * pointer-to-pointer stores with a thread's own locals, and a uniform
 * local only read through what they return (a read of one's own copy
 * changes nothing; SPEC 6.1 is about writes).
 */
#include "prism.h"

static __device__ int *id(int *p) { return p; }
static __device__ const int *cid(const int *p) { return p; }
static __device__ void setp(int **dst, int *v) { *dst = v; }
static __device__ int frac(float x, int *e) { return (int)frexpf(x, e); }

PRISM_DEVICE(int, own_locals, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, x, THREAD(1)))
{
    PRISM_AT(BLOCK(1)) int a = 2;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(THREAD(1)) {
        int x0 = 0, x1 = 0;
        int *z = 0;
        int **qq = &z;
        *qq = &x0;
        *z = t;
        setp(&z, &x1);
        *z += 1;
        *id(&x0) += 2;
        int e = 0;
        r = x0 + x1 + *id(&a) + *cid(&a) + frac(x, &e) + e;
        const int *ca = cid(&a);
        r += ca[0];
    }
    for (int i = 0; i < a; i++)
        prism_syncthreads();
    return r;
}
/*
 * check-name: adversarial legal: a thread's own locals through pointers and helpers, a uniform local only read
 *
 * check-error-start
 * check-error-end
 */
