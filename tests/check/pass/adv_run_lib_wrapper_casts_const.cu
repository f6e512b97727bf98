/*
 * adv_lib_wrapper_casts_const.cu - a user wrapper around the block store
 * declares its destination `const` (so callers may pass any broad
 * pointer, as a const parameter accepts) and casts the const away
 * inside.  The caller stages a shared tile with it and then each thread
 * reads its neighbour's slot: if the wrapper's `dst` is taken as only
 * read, nothing orders the store's writes with those reads (in CUDA: a
 * missing __syncthreads() between BlockStore to smem and the reads), and
 * the next round's store overwrites slots a neighbour has not read yet.
 * Legal by SPEC 6.1 (the const is cast away from a pointer of the
 * wrapper's own perspective, not a broader one; the corpus first marked it
 * P041): the block store writes the block's tile, as it may.  The hole was
 * in the barriers: taken as only read, `dst` got no barrier between
 * store_tile and the reads (MISMATCH, and a race report, in the checked
 * build).  A callee that casts a const parameter to writable and stores
 * through it now writes it (sync_access.c, acc_param_written).
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, store_tile, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, dst, BLOCK(1)),
             PRISM_PARAM(const int32_t *, items, THREAD(1)))
{
    PRISM_CALL(prism_block_store_direct_i32, (int32_t *)dst, items, 1);
}

PRISM_KERNEL(const_store, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t items[1];
        for (int k = 0; k < 4; k++) {
            items[0] = in[g] * (k + 1);
            PRISM_CALL(store_tile, tile, items);
            acc += tile[(t + 1) % (int)PRISM_NTHREADS()];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++)
        for (int t = 0; t < 128; t++) {
            int32_t acc = 0;
            for (int k = 0; k < 4; k++)
                acc += in[b * 128 + (t + 1) % 128] * (k + 1);
            out[b * 128 + t] = acc;
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    return PRISM_LAUNCH(const_store, 2, 128, in, out);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial lib (runnable): a wrapper that casts away the const of its own block pointer and stores
 *
 * check-error-start
 * check-error-end
 */
