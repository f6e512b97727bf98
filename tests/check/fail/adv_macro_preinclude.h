/*
 * adv_macro_preinclude.h - a project's "cuda_helpers.h", pulled in with
 * -include by the build (never #included by the kernel file itself), as
 * CUDA projects do with their common macros.  Used by
 * adv_macro_preinclude_*.cu; it only defines macros.
 */
#define CTA_SYNC() __syncthreads()
#define WARP_SYNC() __syncwarp(0xffffffffu)
#define LANE_ID ((int)PRISM_ID(THREAD(1)))
#define WARP_ID ((int)PRISM_ID(THREAD(32)))
#define WARP_BCAST(v, src) __shfl_sync(0xffffffffu, (v), (src))
