/*
 * adv_run_shorthands.cu - the shorthands of SPEC 4.4 at run time, checked
 * and conservative: a grid-stride PRISM_FOR_STRIDED in grid[1] code, a
 * block-stride one in block[1] code, PRISM_ONE per warp, PRISM_ONE_CLAIM
 * per block and PRISM_PARTITION_TILE handing each block its 3 outputs.
 * A wrong start or step (the grid's index where the block's is meant), a
 * PRISM_ONE run by more than one lane, or a tile at the wrong offset
 * shows as a MISMATCH against the CPU reference.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define NB 3
#define BS 64

PRISM_KERNEL(shorthands, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(BS), WARP(1)), PRISM_SMEM(16),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t s = 0;
    PRISM_FOR_STRIDED(i, n) { s += in[i]; }             /* i = global id, step NB * BS */
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 3) {        /* block b owns out[3b .. 3b+2] */
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tot, 3);
            PRISM_ONE_CLAIM(t, tot) {                   /* thread 0 of the block */
                for (int k = 0; k < 3; k++)
                    t[k] = 0;
            }
            PRISM_GROUP(THREAD(1)) { atomicAdd(&tot[0], s); }
            PRISM_FOR_STRIDED(j, 10) { atomicAdd(&tot[1], j); }  /* j = thread id in the block */
            PRISM_GROUP(WARP(1)) {
                PRISM_ONE { atomicAdd(&tot[2], 1); }    /* lane 0 of each warp */
            }
            PRISM_ONE_CLAIM(o, ob) {
                for (int k = 0; k < 3; k++)
                    o[k] = tot[k];
            }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b < NB; b++) {
        out[3 * b] = 0;
        out[3 * b + 1] = 45;          /* 0 + 1 + ... + 9 */
        out[3 * b + 2] = BS / 32;     /* one per warp */
    }
    for (int i = 0; i < n; i++)
        out[3 * ((i % (NB * BS)) / BS)] += in[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(shorthands, NB, BS, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 1001, 3 * NB);
}
/*
 * check-name: adversarial legal (runnable): PRISM_FOR_STRIDED, PRISM_ONE, PRISM_ONE_CLAIM, PRISM_PARTITION_TILE
 *
 * check-error-start
 * check-error-end
 */
