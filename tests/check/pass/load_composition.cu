/*
 * load_composition.cu - Appendix B: block_load calls warp_load calls thread_load
 */
#include "prism.h"
PRISM_DEVICE(void, thread_load, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, input, THREAD(1)),
             PRISM_PARAM(int *, output, THREAD(1)),
             PRISM_PARAM(int, items_per_thread, THREAD(1)))
{
    for (int i = 0; i < items_per_thread; i++)
        output[i] = input[i];
}

PRISM_DEVICE(void, warp_load, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, input, THREAD(32)),
             PRISM_PARAM(int *, output, THREAD(1)),
             PRISM_PARAM(int, items_per_thread, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int tid = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(input_thrd, input, THREAD(1), tid * items_per_thread) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(thread_load, input_thrd, output, items_per_thread);
        }
    }
}

PRISM_DEVICE(void, block_load, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, input, BLOCK(1)),
             PRISM_PARAM(int *, output, THREAD(1)),
             PRISM_PARAM(int, items_per_thread, BLOCK(1)))
{
    PRISM_AT(THREAD(32)) const int wid = (int)PRISM_ID(THREAD(32));
    PRISM_PARTITION(input_warp, input, THREAD(32), wid * 32 * items_per_thread) {
        PRISM_GROUP(THREAD(32)) {
            PRISM_CALL(warp_load, input_warp, output, items_per_thread);
        }
    }
}

/* A kernel using it: grid -> block, then each thread keeps its items. */
PRISM_KERNEL(load_all, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));  /* in grid[1] code: the block's index */
    PRISM_PARTITION(out_th, out, THREAD(1), t * 4) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_CALL(block_load, in + b * 4 * (int)PRISM_NTHREADS(), out_th, 4);
        }
    }
}
/*
 * check-name: Appendix B: block_load calls warp_load calls thread_load
 *
 * check-error-start
 * check-error-end
 */
