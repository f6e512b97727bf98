/*
 * adv_run_port_double_buffer_gemv.cu - GEMV with x staged in shared
 * memory by tiles, double-buffered the CUDA way: two tiles selected by
 * the round's parity (`cur = k & 1 ? xb : xa`), the next tile loaded
 * into the other buffer while the current one is read, one barrier per
 * round in the original.  Round k's load writes the buffer that round
 * k - 1 read: the load must wait for those reads (WAR), and round k's
 * reads must wait for the load round k - 1 made into the other buffer
 * (RAW).  Each thread computes one
 * row of a 128 x 256 matrix whose entries are a function of (row, col).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 64
#define COLS 256
#define TILE 64

PRISM_KERNEL(port_db_gemv, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(1)), PRISM_SMEM(2 * TILE * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int row = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, xa, TILE);
        PRISM_SHARED(int32_t, xb, TILE);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, xa, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[t]; }
        }
        for (int k = 0; k < COLS / TILE; k++) {
            int32_t *nxt = (k & 1) ? xa : xb;
            const int32_t *cur = (k & 1) ? xb : xa;
            if (k + 1 < COLS / TILE) {
                PRISM_PARTITION(w, nxt, THREAD(1), t) {
                    PRISM_GROUP(THREAD(1)) { w[0] = in[(k + 1) * TILE + t]; }
                }
            }
            PRISM_GROUP(THREAD(1)) {
                for (int j = 0; j < TILE; j++)
                    acc += ((row * 7 + (k * TILE + j) * 3) % 11 - 5) * cur[j];
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), row) {
        PRISM_GROUP(THREAD(1)) {
            if (row < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int row = 0; row < 2 * B; row++) {
        int32_t acc = 0;
        for (int c = 0; c < COLS; c++)
            acc += ((row * 7 + c * 3) % 11 - 5) * in[c];
        out[row] = acc;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    return PRISM_LAUNCH(port_db_gemv, 2, B, in, out, 2 * B);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, COLS, 2 * B);
}
/*
 * check-name: adversarial port legal (runnable): GEMV with x double-buffered in shared memory by round parity
 *
 * check-error-start
 * check-error-end
 */
