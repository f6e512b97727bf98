/*
 * adv_run_builtin_mem_source.cu - gcc's and nvcc's __builtin_memcpy,
 * __builtin_memset and __builtin_assume_aligned have their library
 * functions' prototypes: the source of a copy is read, not written, and
 * the aligned pointer is the tile itself (red team A3 5: the builtins
 * were taken as writing through their const source, P041/P040).  One
 * thread fills the tile with a copy of the input, then every thread reads
 * its neighbour's element by a builtin copy and through the aligned
 * pointer: a barrier between the two.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define N 128

PRISM_KERNEL(builtin_src, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(N), THREAD(N)), PRISM_SMEM(N * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, N);
        PRISM_ONE_CLAIM(z, tile) {
            __builtin_memset(z, 0, N * 4);
            __builtin_memcpy(z, in, N * 4);
            /* A plain store too: gcc expands a constant-size builtin copy
             * inline, where the race detector does not see it, and the
             * mutation test (27-mutate) must see the barrier matter. */
            z[N - 1] = in[N - 1];
        }
        PRISM_GROUP(THREAD(1)) {
            const int32_t *q = (const int32_t *)__builtin_assume_aligned(tile, 16);
            __builtin_memcpy(&r, tile + (g + 1) % N, 4);
            r += 1000 * q[g];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < N; i++)
        out[i] = in[(i + 1) % N] + 1000 * in[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(builtin_src, 1, N, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, N, N);
}
/*
 * check-name: adversarial legal (runnable): __builtin_memcpy/memset read their source, __builtin_assume_aligned is its argument
 *
 * check-error-start
 * check-error-end
 */
