/*
 * adv_run_lib_guarded_tail.cu - CUB's "guarded load, then a reduction
 * over all items" done right: the tail of the last tile is loaded with
 * an oob value that is the operator's identity (INT32_MAX for min, 0
 * for sum), and the valid-count forms fold only the real items; the
 * tile count is a run-time argument, so the last block's tile is partial
 * (and one block's is empty past the end).
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(guarded_tail, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t a = 0, s = 0, m = 0, st = 0;
    PRISM_GROUP(BLOCK(1)) {
        /* clamped: a valid count past the tile makes the valid-count reduction
         * fold garbage (tests/adversarial/lib_reduce_valid_past_tile.cu) */
        PRISM_AT(BLOCK(1)) const int valid = n - base < 256 ? n - base : 256;
        PRISM_AT(THREAD(1)) int32_t v[2];
        PRISM_CALL(prism_block_load_direct_guarded_i32, v, in + base, 2, valid, INT32_MAX);
        a = PRISM_CALL(prism_block_reduce_min_i32, v, 2);
        PRISM_CALL(prism_block_load_striped_guarded_i32, v, in + base, 2, valid, 0);
        s = PRISM_CALL(prism_block_reduce_sum_i32, v, 2);
        if (valid >= 1) {
            PRISM_CALL(prism_block_load_direct_guarded_i32, v, in + base, 2, valid, -999);
            m = PRISM_CALL(prism_block_reduce_valid_max_i32, v, 2, valid);
            st = PRISM_CALL(prism_block_reduce_valid_sum_i32, v, 2, valid);
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), 4 * g) {
        PRISM_GROUP(THREAD(1)) { o[0] = a; o[1] = s; o[2] = m; o[3] = st; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b < 3; b++) {
        int32_t mn = INT32_MAX, sum = 0, mx = 0, first = 1;
        for (int i = b * 256; i < b * 256 + 256 && i < n; i++) {
            mn = in[i] < mn ? in[i] : mn;
            sum += in[i];
            if (first || in[i] > mx)
                mx = in[i];
            first = 0;
        }
        for (int t = 0; t < 128; t++) {
            int g = b * 128 + t;
            out[4 * g] = mn;
            out[4 * g + 1] = sum;
            out[4 * g + 2] = first ? 0 : mx;
            out[4 * g + 3] = first ? 0 : sum;
        }
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(guarded_tail, 3, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 300, 1536);
}
/*
 * check-name: adversarial legal (runnable): guarded loads of a partial tile with identity oob values and valid-count reductions
 *
 * check-error-start
 * check-error-end
 */
