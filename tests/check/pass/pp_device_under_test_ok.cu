/*
 * pp_device_under_test_ok.cu - look-alikes of fail/pp_device_under_test.cu
 * that read the same everywhere: extern "C" braces under #ifdef __cplusplus
 * with the kernel outside the test, a test of __CUDA_ARCH__ (checked for each
 * arch), an include guard with a reserved or a PRISM_ name, host code under
 * a test of the host compiler's names, device code kept from the checker by
 * the program's own #ifndef __PRISM_CHECK__, and a PRISM_ name the program
 * defines itself, tested in a body.
 */
#ifndef _PP_DEVICE_OK_H
#define _PP_DEVICE_OK_H
#ifndef PRISM_MY_GUARD_H
#define PRISM_MY_GUARD_H
#include "prism.h"

#define PRISM_MY_FAST 1

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
__device__ static inline int twice(int v) { return 2 * v; }
#else
__device__ static inline int twice(int v) { return v + v; }
#endif

#ifdef __GNUC__
static inline int host_only(int v) { return v + 1; }
#endif

#ifndef __PRISM_CHECK__
__device__ static inline int unread(int v) { return v; }
#endif

#ifdef __cplusplus
extern "C" {
#endif
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int *, x, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xi, x, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
#if PRISM_MY_FAST
            xi[0] = twice(xi[0]);
#endif
        }
    }
}
#ifdef __cplusplus
}
#endif
#endif
#endif
/*
 * check-name: device code that reads the same in every build: extern "C" braces, __CUDA_ARCH__, guards, __PRISM_CHECK__, the program's own PRISM_ names
 */
