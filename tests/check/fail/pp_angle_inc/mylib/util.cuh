/* pp_angle_inc/mylib/util.cuh - a project header reached with <...> through -I (pp_angle_include.cu). */
#pragma once
#define BLOCK_BARRIER() __syncthreads()
static __device__ __forceinline__ void block_barrier(void) { __syncthreads(); }
