/*
 * kernels/hgemm/hgemm_bf16.cu - the Hopper bf16 GEMM with C in bf16: the
 * kernel of hgemm.cu with its epilogue rounding each f32 sum to bf16
 * (nearest even) and storing pairs as one 32-bit word.
 */
#define HGEMM_OUT_BF16 1
#include "hgemm.cu"
