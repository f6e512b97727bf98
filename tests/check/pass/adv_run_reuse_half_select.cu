/*
 * adv_run_reuse_half_select.cu - pointer arithmetic picks a half of one
 * tile per round: `int32_t *half = tile + (r & 1) * 128` (block-uniform:
 * r is a block[1] loop counter).  Each round the block writes the chosen
 * half through a thread[1] partition of `half` (thread t writes half[t])
 * from the *other* half (written the round before) and from its own
 * half at a neighbour's slot (written two rounds before); the reads of
 * round r + 1 see round r's writes through the other name (RAW), and the
 * writes of round r + 2 land on slots round r + 1 read (WAR).  The
 * pointer is recomputed every round from the loop counter, then also
 * kept in a second variable advanced by pointer arithmetic (`q = half;
 * q += 64`) that a final phase writes through.
 *
 * Legal: SPEC 5.2 (`p + i` has the meet of p's and i's perspectives:
 * block[1]), SPEC 6.3 (partition of a pointer variable at the code
 * perspective), SPEC 6.2 (reads).  docs/SYNC.md 1: `As[i]` with `const
 * float *As = tile + k` is charged to tile.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(reuse_half_select, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) {
                z[0] = in[base + t];
                z[1] = in[base + 127 - t];
            }
        }
        for (int r = 0; r < 5; r++) {
            int32_t *half = tile + (r & 1) * 128;
            const int32_t *other = tile + ((r + 1) & 1) * 128;
            PRISM_AT(THREAD(1)) int32_t x = 0;
            PRISM_GROUP(THREAD(1)) { x = other[(t + 5) % 128] + 2 * half[(t + 64) % 128] + r; }
            PRISM_PARTITION(w, half, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = x % 4099; }
            }
        }
        int32_t *q = tile;
        q += 64;
        PRISM_PARTITION(w2, q, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w2[0] = w2[0] + 1; }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[(t + 1) % 256] + 10000 * tile[255 - t]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int blk = 0; blk * 128 < n; blk++) {
        const int32_t *v = in + blk * 128;
        int32_t tile[256], x[128];
        for (int t = 0; t < 128; t++) {
            tile[2 * t] = v[t];
            tile[2 * t + 1] = v[127 - t];
        }
        for (int r = 0; r < 5; r++) {
            int32_t *half = tile + (r & 1) * 128;
            const int32_t *other = tile + ((r + 1) & 1) * 128;
            for (int t = 0; t < 128; t++)
                x[t] = other[(t + 5) % 128] + 2 * half[(t + 64) % 128] + r;
            for (int t = 0; t < 128; t++)
                half[t] = x[t] % 4099;
        }
        for (int t = 0; t < 128; t++)
            tile[64 + t] += 1;
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = tile[(t + 1) % 256] + 10000 * tile[255 - t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_half_select, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): pointer arithmetic picks one half of a tile per round
 *
 * check-error-start
 * check-error-end
 */
