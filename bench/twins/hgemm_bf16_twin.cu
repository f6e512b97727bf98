// bench/twins/hgemm_bf16_twin.cu - the plain-CUDA twin of
// kernels/hgemm/hgemm_bf16.cu: hgemm_twin.cu with C in bf16.
#define HGEMM_OUT_BF16 1
#include "hgemm_twin.cu"
