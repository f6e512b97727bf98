/*
 * prism/emu/cuda_fp16.h - the emulator's stand-in for <cuda_fp16.h>: the
 * short names `half` and `half2` that CUDA's header adds to the reserved
 * ones of prism/emu/half.h (which prism.h includes in every emulator
 * build, so a program that names a variable `half` still builds).  Include
 * it where nvcc would get <cuda_fp16.h>:
 *
 *     #ifdef __CUDACC__
 *     #include <cuda_fp16.h>
 *     #else
 *     #include "prism/emu/cuda_fp16.h"
 *     #endif
 */
#ifndef PRISM_EMU_CUDA_FP16_H
#define PRISM_EMU_CUDA_FP16_H

#include "prism/emu/half.h"

typedef __half half;
typedef __half2 half2;

#endif
