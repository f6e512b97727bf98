/*
 * cuda_arch_list_every_pass.cu - nvcc defines __CUDA_ARCH_LIST__ in every
 * pass, the host's included (nvcc --dryrun: -D__CUDA_ARCH_LIST__=900 on
 * each preprocessor line), so a file testing it reads alike in the host
 * view and each device pass; the checker took it for a device-only name
 * and refused the file with P106 (red team rt18).
 */
#include "prism.h"
#ifdef __CUDA_ARCH_LIST__
#define KV 1
#else
#define KV 0
#endif
enum { K = KV };

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 65);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = t; }
            PRISM_GROUP(THREAD(1)) { acc = (t + K < 64) ? z[K] : t; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/*
 * check-name: __CUDA_ARCH_LIST__ is defined in the host view as in the device passes
 * check-command: prism-check --cuda-arch=80,90a -o /dev/null $file
 */
