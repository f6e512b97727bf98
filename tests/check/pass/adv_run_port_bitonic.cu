/*
 * adv_run_port_bitonic.cu - bitonic sort of 256 keys per block in shared
 * memory, 128 threads, each owning one compare-exchange pair per step:
 * the pair (i, i + j) with i = 2j*(t/j) + t%j.  Barriers in nested
 * loops: the owner of a key changes from step to step (the offset and
 * the window both depend on j), so every step must wait for the previous
 * one, and the final copy-out reads keys other threads swapped last.
 * Two tiles per block in a loop around it all, so the load of the second
 * tile must also wait for the first tile's copy-out reads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define N 256

PRISM_KERNEL(port_bitonic, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(N / 2), WARP(1)), PRISM_SMEM(N * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int first = (int)PRISM_ID(BLOCK(1)) * 2 * N;
    PRISM_PARTITION(ob, out, BLOCK(1), first) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, keys, N);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            for (int tile = 0; tile < 2; tile++) {
                const int base = first + tile * N;
                PRISM_PARTITION(w, keys, THREAD(1), 2 * t) {
                    PRISM_GROUP(THREAD(1)) {
                        w[0] = base + 2 * t < n ? in[base + 2 * t] : 1000;
                        w[1] = base + 2 * t + 1 < n ? in[base + 2 * t + 1] : 1000;
                    }
                }
                for (int k = 2; k <= N; k <<= 1) {
                    for (int j = k >> 1; j > 0; j >>= 1) {
                        PRISM_AT(THREAD(1)) const int i = 2 * j * (t / j) + t % j;
                        PRISM_PARTITION(p, keys, THREAD(1), i) {
                            PRISM_GROUP(THREAD(1)) {
                                const int32_t a = p[0], b = p[j];
                                if (((i & k) == 0) == (a > b)) {
                                    p[0] = b;
                                    p[j] = a;
                                }
                            }
                        }
                    }
                }
                PRISM_PARTITION(o, ob, THREAD(1), tile * N + 2 * t) {
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = keys[2 * t];
                        o[1] = keys[2 * t + 1];
                    }
                }
            }
        }
    }
}

static int cmp_i32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int c = 0; c < n; c += N) {
        for (int i = 0; i < N; i++)
            out[c + i] = c + i < n ? in[c + i] : 1000;
        qsort(out + c, N, sizeof *out, cmp_i32);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_bitonic, 2, N / 2, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * N, 4 * N);
}
/*
 * check-name: adversarial port legal (runnable): bitonic sort in shared memory, barriers in nested loops
 *
 * check-error-start
 * check-error-end
 */
