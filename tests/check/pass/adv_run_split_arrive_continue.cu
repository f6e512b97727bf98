/*
 * adv_run_split_arrive_continue.cu - where a point's arrive and wait may
 * be pulled apart (docs/SYNC.md 2, refinement 5), put block-uniform
 * control flow between them.  Each round writes the tile through a
 * partition, then does independent work (a loop over global memory),
 * then on some rounds `continue`s, on one round `break`s, and otherwise
 * reads other threads' slots.  A round that continues has arrived and
 * never waited; the next round's writes must still wait for the last
 * reads, and the reads of a later round for that round's writes.  After
 * the loop the block reads the tile again (reached from the break and
 * from the loop's end).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(split_arrive_continue, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t side = 0;
        for (int r = 0; r < 9; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[base + (t + r) % 128] * (r + 1) + (acc & 15); }
            }
            PRISM_GROUP(THREAD(1)) {
                for (int j = 0; j < 16; j++)
                    side += in[(base + t * 7 + j * 13 + r) % n];
            }
            if (r % 4 == 1)
                continue;
            if (r == 7)
                break;
            PRISM_GROUP(THREAD(1)) { acc += tile[(t + 1 + 2 * r) % 128] - (side & 7); }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[(t + 50) % 128]; }
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t s[128], a[128] = {0}, side[128] = {0};
        for (int r = 0; r < 9; r++) {
            for (int t = 0; t < 128; t++)
                s[t] = in[b * 128 + (t + r) % 128] * (r + 1) + (a[t] & 15);
            for (int t = 0; t < 128; t++)
                for (int j = 0; j < 16; j++)
                    side[t] += in[(b * 128 + t * 7 + j * 13 + r) % n];
            if (r % 4 == 1)
                continue;
            if (r == 7)
                break;
            for (int t = 0; t < 128; t++)
                a[t] += s[(t + 1 + 2 * r) % 128] - (side[t] & 7);
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t] + 1000 * s[(t + 50) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(split_arrive_continue, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): continue and break between a split barrier's arrive and its wait
 *
 * check-error-start
 * check-error-end
 */
