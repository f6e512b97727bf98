/*
 * adv_run_lib_reduce_uniform_loop.cu - a loop until the block's total is
 * small: prism_block_reduce_uniform_sum_i32 returns a block[1] value (the
 * fold written once to shared memory, read back through a const view
 * after a barrier), so a while loop on it may hold block collectives (the
 * next reduction).  The plain face's per-thread result could not steer
 * that loop (P030/P032: fail/lib_reduce_result_condition.cu).  Three ways:
 * conservative, checked, checked under the race detector.
 */
#include "prism.h"
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(shrink, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(16 + 128),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1)); /* in the grid */
    PRISM_AT(THREAD(1)) int32_t items[4];
    PRISM_AT(THREAD(1)) int32_t rounds = 0, last = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)); /* in the block */
        PRISM_GROUP(THREAD(1)) {
            for (int j = 0; j < 4; j++)
                items[j] = in[b * 512 + 4 * t + j] & 1023;
        }
        PRISM_AT(BLOCK(1)) int32_t total = PRISM_CALL(prism_block_reduce_uniform_sum_i32, items, 4);
        while (total > 1000) {
            PRISM_GROUP(THREAD(1)) {
                for (int j = 0; j < 4; j++)
                    items[j] /= 2;
                rounds++;
            }
            total = PRISM_CALL(prism_block_reduce_uniform_sum_i32, items, 4);
        }
        PRISM_GROUP(THREAD(1)) { last = total; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = rounds * 100000 + last + items[0]; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t v[512];
        long long total = 0;
        for (int i = 0; i < 512; i++)
            total += v[i] = in[b * 512 + i] & 1023;
        int rounds = 0;
        while (total > 1000) {
            total = 0;
            for (int i = 0; i < 512; i++)
                total += v[i] /= 2;
            rounds++;
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = rounds * 100000 + (int32_t)total + v[4 * t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(shrink, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1024, 256);
}
/*
 * check-name: adversarial legal (runnable): a while loop on the block[1] result of prism_block_reduce_uniform_sum_i32 holds the next reduction
 * check-command: prism-check --sync-report $file
 *
 * check-output-start
adv_run_lib_reduce_uniform_loop.cu:35:13: sync 1 in shrink: before call prism_block_reduce_uniform_sum_i32: RAW+WAR <shared scratch of prism_block_reduce_uniform_sum_i32> = <shared scratch of prism_block_reduce_uniform_sum_i32> (declaration (line 28) -> call prism_block_reduce_uniform_sum_i32 (line 35)); RAW+WAR <shared scratch of prism_block_reduce_uniform_sum_i32> (call prism_block_reduce_uniform_sum_i32 (line 35) -> call prism_block_reduce_uniform_sum_i32 (line 35), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
shrink: 1 scope, 1 sync point (1 __syncthreads); conservative: 0 scope barriers
 * check-output-end
 *
 * check-error-start
 * check-error-end
 */
