/*
 * pp_reserved_names.cu - P105: the names the checker gives a meaning cannot
 * be taken away or redefined, before or after prism.h is included.
 */
#define PRISM_SHARED(t, n, c) t n[c] /* error P105 */
#include "prism.h"

#undef PRISM_GROUP /* error P105 */
#define PRISM_PARTITION_NOSYNC PRISM_PARTITION /* error P105 */
#define PRISM_CHECKED 1 /* error P105 */
#undef PRISM_NOT_A_DSL_NAME /* error P105 */
#define __syncthreads() ((void)0) /* error P105 */
#undef __shfl_sync /* error P105 */
#define threadIdx blockIdx /* error P105 */
#define __CUDA_ARCH__ 900 /* error P105 */
#define prism_mma_m16n8k8_tf32(...) /* error P105 */
/*
 * check-name: P105: #undef and redefinition of PRISM_* names and CUDA built-ins
 * check-exit-value: 1
 *
 * check-error-start
pp_reserved_names.cu:5:9: error: definition of 'PRISM_SHARED': PRISM_* names belong to the DSL [P105]
pp_reserved_names.cu:5:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:5:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
pp_reserved_names.cu:5:9: note: see: prism-check --explain P105
pp_reserved_names.cu:8:8: error: #undef of 'PRISM_GROUP': PRISM_* names belong to the DSL [P105]
pp_reserved_names.cu:8:8: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:8:8: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
pp_reserved_names.cu:9:9: error: redefinition of 'PRISM_PARTITION_NOSYNC': PRISM_* names belong to the DSL [P105]
pp_reserved_names.cu:9:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:9:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
pp_reserved_names.cu:10:9: error: definition of 'PRISM_CHECKED': PRISM_* names belong to the DSL [P105]
pp_reserved_names.cu:10:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:10:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
pp_reserved_names.cu:11:8: error: #undef of 'PRISM_NOT_A_DSL_NAME': PRISM_* names belong to the DSL [P105]
pp_reserved_names.cu:11:8: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:11:8: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
pp_reserved_names.cu:12:9: error: definition of '__syncthreads', a CUDA built-in the checker relies on [P105]
pp_reserved_names.cu:12:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:12:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
pp_reserved_names.cu:13:8: error: #undef of '__shfl_sync', a CUDA built-in the checker relies on [P105]
pp_reserved_names.cu:13:8: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:13:8: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
pp_reserved_names.cu:14:9: error: definition of 'threadIdx', a CUDA built-in the checker relies on [P105]
pp_reserved_names.cu:14:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:14:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
pp_reserved_names.cu:15:9: error: definition of '__CUDA_ARCH__', a CUDA built-in the checker relies on [P105]
pp_reserved_names.cu:15:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:15:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
pp_reserved_names.cu:16:9: error: definition of 'prism_mma_m16n8k8_tf32', a CUDA built-in the checker relies on [P105]
pp_reserved_names.cu:16:9: note: at stake: what the compilers run would no longer be the program the checker proved: barriers and collectives could vanish
pp_reserved_names.cu:16:9: note: fix: define a new name instead (#define BARRIER() __syncthreads() is checked at each use)
 * check-error-end
 */
