/*
 * adv_run_port_blelloch.cu - Blelloch's work-efficient exclusive scan
 * (GPU Gems 3, ch. 39) of 256 elements by 128 threads: the up-sweep
 * (w[0] += w[-offset] at offset*(2t+2)-1, offset doubling), the clear
 * of the last element by one thread, the down-sweep (swap and add, each
 * thread writing two elements offset apart).  The stride and the
 * elements a thread owns change every round; each round reads what
 * other threads wrote the round before.  Two tiles per block.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define N 256

PRISM_KERNEL(port_blelloch, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(N / 2), WARP(1)), PRISM_SMEM(N * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int first = (int)PRISM_ID(BLOCK(1)) * 2 * N;
    PRISM_PARTITION(ob, out, BLOCK(1), first) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, temp, N);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            for (int tile = 0; tile < 2; tile++) {
                const int base = first + tile * N;
                PRISM_PARTITION(w, temp, THREAD(1), 2 * t) {
                    PRISM_GROUP(THREAD(1)) {
                        w[0] = base + 2 * t < n ? in[base + 2 * t] : 0;
                        w[1] = base + 2 * t + 1 < n ? in[base + 2 * t + 1] : 0;
                    }
                }
                PRISM_AT(BLOCK(1)) int offset = 1;
                for (int d = N >> 1; d > 0; d >>= 1) {
                    PRISM_PARTITION(w, temp, THREAD(1), offset * (2 * t + 2) - 1) {
                        PRISM_GROUP(THREAD(1)) {
                            if (t < d)
                                w[0] += w[-offset];
                        }
                    }
                    offset *= 2;
                }
                PRISM_ONE_CLAIM(z, temp) { z[N - 1] = 0; }
                for (int d = 1; d < N; d *= 2) {
                    offset >>= 1;
                    PRISM_PARTITION(w, temp, THREAD(1), offset * (2 * t + 2) - 1) {
                        PRISM_GROUP(THREAD(1)) {
                            if (t < d) {
                                const int32_t x = w[-offset];
                                w[-offset] = w[0];
                                w[0] += x;
                            }
                        }
                    }
                }
                PRISM_PARTITION(o, ob, THREAD(1), tile * N + 2 * t) {
                    PRISM_GROUP(THREAD(1)) {
                        o[0] = temp[2 * t];
                        o[1] = temp[2 * t + 1];
                    }
                }
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int c = 0; c < n; c += N) {
        int32_t s = 0;
        for (int i = 0; i < N; i++) {
            out[c + i] = s;
            s += c + i < n ? in[c + i] : 0;
        }
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_blelloch, 2, N / 2, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * N, 4 * N);
}
/*
 * check-name: adversarial port legal (runnable): Blelloch scan, up-sweep and down-sweep strides, two tiles per block
 *
 * check-error-start
 * check-error-end
 */
