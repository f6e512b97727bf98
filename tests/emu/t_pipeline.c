/*
 * tests/emu/t_pipeline.c - PRISM_PIPELINE (include/prism/pipeline.h) on the
 * emulator: a 2-stage ring of TMA-filled stages carries every round's data
 * to the consumers, and the broken protocols prism-check rejects (P134,
 * and raw waits with a parity out of step with the rounds) are reported
 * at run time when written in unsafe code, never hang.
 *
 * Without an argument: the correct pipeline for 1 to 9 rounds.  With one,
 * runs one broken case (tests/suites/53-pipeline.sh): it must stop with a
 * report; exits 3 when the launch returned PRISM_ERR_DYNAMIC, 0 if the
 * kernel ran to the end (a missed report).
 *
 * Every kernel is PRISM_UNSAFE: the broken ones because prism-check would
 * refuse them, the correct one to share their source.
 */
#include <stdint.h>

#include "check.h"

#define STAGES 2
#define BOX_ROWS 8
#define COLS 32                             /* 128 bytes of floats: one row */
#define STAGE_ELEMS (BOX_ROWS * COLS)       /* 1 KiB */
#define SMEM (STAGES * STAGE_ELEMS * 4 + 2 * STAGES * 8)

enum { GOOD, SHORT_PRODUCER, SHORT_CONSUMER, PARITY_NOT_FLIPPED };

/*
 * Warp 0 consumes, warp 1's first thread produces: round k copies rows
 * 8k .. 8k+7 of a rounds*8 x 32 f32 tensor into stage k % 2; lane l of the
 * consumer sums column l over every round.
 */
PRISM_KERNEL(k_ring, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1), THREAD(1)), PRISM_SMEM(SMEM),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, rounds, GRID(1)), PRISM_PARAM(int, which, GRID(1)))
PRISM_UNSAFE {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, stage, STAGES * STAGE_ELEMS);
        PRISM_PIPELINE(ring, STAGES, 32);
        PRISM_STAGES(ring, stage);
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                const unsigned lane = threadIdx.x % 32u;
                float sum = 0.0f;
                /* A consumer stopping early hangs the producer once it is a whole ring ahead. */
                const int n = which == SHORT_CONSUMER ? rounds - STAGES - 1 : rounds;
                for (int k = 0; k < n; k++) {
                    if (which == PARITY_NOT_FLIPPED) {
                        /* The parity of round k is (k / STAGES) & 1; this never flips it. */
                        prism_mbarrier_wait(&ring[k % STAGES], 0u); /* SITE:parity */
                        for (int r = 0; r < BOX_ROWS; r++)
                            sum += stage[(k % STAGES) * STAGE_ELEMS + r * COLS + (int)lane];
                        prism_mbarrier_arrive(&ring[STAGES + k % STAGES]);
                        continue;
                    }
                    PRISM_CONSUME(ring, k) { /* SITE:consume */
                        for (int r = 0; r < BOX_ROWS; r++)
                            sum += stage[PRISM_STAGE(ring) * STAGE_ELEMS + r * COLS + (int)lane];
                    }
                }
                out[lane] = sum;
            }
            PRISM_CASE(1) {
                PRISM_ONE {
                    const int n = which == SHORT_PRODUCER ? rounds - 1 : rounds;
                    for (int k = 0; k < n; k++) {
                        PRISM_PRODUCE(ring, k, STAGE_ELEMS * 4) { /* SITE:produce */
                            prism_tma_load_2d(stage + PRISM_STAGE(ring) * STAGE_ELEMS, &map, BOX_ROWS, COLS,
                                              k * BOX_ROWS, 0, PRISM_STAGE_BAR(ring));
                        }
                    }
                }
            }
        }
    }
}

static int launch(int rounds, int which, float *host_out, float *want)
{
    const size_t n = (size_t)rounds * BOX_ROWS * COLS;
    float *t = xcalloc(n, sizeof *t);
    for (size_t i = 0; i < n; i++)
        t[i] = (float)((i * 7u) % 23u); /* small integers: every f32 sum is exact */
    for (int c = 0; c < COLS; c++) {
        want[c] = 0.0f;
        for (int r = 0; r < rounds * BOX_ROWS; r++)
            want[c] += t[(size_t)r * COLS + (size_t)c];
    }
    float *dt = prism_dev_alloc(n * sizeof *t), *dout = prism_dev_alloc(COLS * sizeof *dout);
    prism_tensor_map_t map;
    int rc = PRISM_ERR_LAUNCH;
    if (dt && dout && prism_copy_to_dev(dt, t, n * sizeof *t) == PRISM_OK &&
        prism_tensor_map_2d(&map, dt, PRISM_F32, (unsigned long long)rounds * BOX_ROWS, COLS, COLS * 4, BOX_ROWS,
                            COLS, PRISM_SWIZZLE_NONE) == 0) {
        rc = PRISM_LAUNCH(k_ring, 1, 64, map, dout, rounds, which);
        if (rc == PRISM_OK)
            rc = prism_copy_to_host(host_out, dout, COLS * sizeof *dout);
    }
    prism_dev_free(dt);
    prism_dev_free(dout);
    free(t);
    return rc;
}

static void test_good(void)
{
    for (int rounds = 1; rounds <= 9; rounds++) {
        float got[COLS], want[COLS];
        int rc = launch(rounds, GOOD, got, want), bad = 0;
        for (int c = 0; rc == PRISM_OK && c < COLS; c++)
            bad += got[c] != want[c];
        char name[64];
        snprintf(name, sizeof name, "pipeline/ring-%d-rounds", rounds);
        check(name, rc == PRISM_OK && bad == 0, "rc %d, %d of %d columns wrong", rc, bad, COLS);
    }
}

int main(int argc, char **argv)
{
    if (argc > 1) {
        float got[COLS], want[COLS];
        int rc = launch(6, atoi(argv[1]), got, want);
        printf("launch returned %d\n", rc);
        return rc == PRISM_ERR_DYNAMIC ? 3 : rc == PRISM_OK ? 0 : 4;
    }
    test_good();
    return check_failures ? 1 : 0;
}
