/*
 * kernels/sgemm/sgemm_tune.h - the tuning variants of sgemm 6
 * (kernels/sgemm/tune/NAME.cu: variant 6's source under another tiling,
 * unrolling or block size).  bench/sgemm_bench.cu sweeps them against
 * cuBLAS on a GPU (sgemm_tune/prism_v6~NAME); the driver built with
 * -DSGEMM_TUNE (sgemm-tune-emu, sgemm-tune-gpu) checks each against the
 * CPU reference.  tests/suites/50-sgemm.sh checks that this list and the
 * folder agree.
 */
#ifndef KERNELS_SGEMM_TUNE_H
#define KERNELS_SGEMM_TUNE_H

#include "sgemm.h"

/* X(NAME) for each variant; its launcher is NAME_launch. */
#define SGEMM_TUNE_VARIANTS(X)                                                                               \
    X(sgemm6_plain) X(sgemm6_apad_fast) X(sgemm6_apad_pair_fast_b2u2) X(sgemm6_dbuf_b2)

#ifdef __cplusplus
extern "C" {
#endif
#define SGEMM_TUNE_DECLARE(name) \
    int name##_launch(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C);
SGEMM_TUNE_VARIANTS(SGEMM_TUNE_DECLARE)
#undef SGEMM_TUNE_DECLARE
#ifdef __cplusplus
}
#endif

#endif /* KERNELS_SGEMM_TUNE_H */
