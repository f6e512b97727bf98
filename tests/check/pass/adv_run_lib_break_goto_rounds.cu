/*
 * adv_run_lib_break_goto_rounds.cu - library stores into a shared tile in
 * a loop left by a uniform `break` (a kernel parameter), with a `goto`
 * that skips the reading phase in some rounds; after the loop every
 * thread reads a neighbour's slot.  The read after the loop is reached
 * from the break (right after a store) and from the loop's normal end;
 * the store after a skipped read phase meets the reads of two rounds
 * before.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(break_goto_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, stop, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t v[1];
        for (int k = 0; k < 6; k++) {
            v[0] = in[g] * (k + 1) + acc % 7;
            PRISM_CALL(prism_block_store_direct_i32, tile, v, 1);
            if (k == stop)
                break;
            if (k % 3 == 1)
                goto skip;
            acc += tile[(t + 1 + k) % 128];
        skip:
            acc += 1;
        }
        acc += tile[(t + 5) % 128] * 10;
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref_stop(const int32_t *in, int32_t *out, int stop)
{
    for (int b = 0; b < 2; b++) {
        int32_t acc[128] = {0}, tile[128];
        for (int k = 0; k < 6; k++) {
            for (int t = 0; t < 128; t++)
                tile[t] = in[b * 128 + t] * (k + 1) + acc[t] % 7;
            if (k == stop)
                break;
            for (int t = 0; t < 128; t++) {
                if (k % 3 != 1)
                    acc[t] += tile[(t + 1 + k) % 128];
                acc[t] += 1;
            }
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t] + tile[(t + 5) % 128] * 10;
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    ref_stop(in, out, 4);
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    return PRISM_LAUNCH(break_goto_rounds, 2, 128, in, out, 4);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): library stores in a loop with a uniform break and a goto over the reads
 *
 * check-error-start
 * check-error-end
 */
