/*
 * pp_unshared_outside.cu - the legal side of P107's names: tests of
 * __cplusplus and __CUDACC_VER_MAJOR__ outside checked bodies (extern "C",
 * a file-scope constant), host-compiler names at file scope, a macro
 * defined under them used outside bodies,
 * and __NVCC__ and __CUDACC__ in a body (both defined, as nvcc defines
 * them; the checker checks the code under them).
 */
#include "prism.h"

#ifdef __cplusplus
#define C_API extern "C"
#else
#define C_API
#endif

#if defined(__GNUC__) || defined(_MSC_VER)
#define HOST_ONLY_HINT 1
#endif

#if defined(__CUDACC_VER_MAJOR__) && __CUDACC_VER_MAJOR__ >= 12
#define TILE_ITEMS 8
#else
#define TILE_ITEMS 4
#endif

PRISM_DEVICE(void, fill_tile, PRISM_REQUIRES(BLOCK(1), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
#if defined(__NVCC__) && defined(__CUDACC__)
        out[0] = t * 2;
#else
        out[0] = t;
#endif
    }
}

C_API int tile_items(void);
/*
 * check-name: P107's names outside bodies, and __NVCC__ inside one
 *
 * check-error-start
 * check-error-end
 */
