/* expect: accept */
/* form: block-level local array element written at a block-uniform index */
#include "prism.h"
PRISM_DEVICE(void, k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) int arr[2] = {0, 0};
        arr[b & 1] = 1;
        if (arr[0])
            prism_syncthreads();
    }
}
/*
 * check-name: red team A8 (convergence): block-level local array element written at a block-uniform index
 *
 * check-error-start
 * check-error-end
 */
