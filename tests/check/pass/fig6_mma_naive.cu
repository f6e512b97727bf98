/*
 * fig6_mma_naive.cu - Fig. 6: the naive tf32 kernel of kernels/ (shared tiles, claim, split, call)
 */
#include "mma_naive.cu"
/*
 * check-name: Fig. 6: the naive tf32 kernel of kernels/ (shared tiles, claim, split, call)
 *
 * check-error-start
 * check-error-end
 */
