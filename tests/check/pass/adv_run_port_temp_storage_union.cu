/*
 * adv_run_port_temp_storage_union.cu - the legal look-alike of
 * fail/adv_port_partition_cast_source, runnable: CUB's TempStorage union
 * as one shared byte buffer viewed through two typed pointers taken
 * before the phases (`float *f = (float *)raw; int32_t *iv = (int32_t
 * *)raw;`).  Phase 1 stores floats through a partition of f and reads a
 * neighbour's float; phase 2 stores ints through a partition of iv (the
 * same bytes) and reads a neighbour's int; two rounds.  Phase 2's stores
 * must wait for phase 1's reads through the other view (and the next
 * round's phase 1 for phase 2's reads): the views are one memory.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 128

PRISM_KERNEL(port_union, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(1)), PRISM_SMEM(B * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned char, raw, B * 4);
        float *f = (float *)raw;
        int32_t *iv = (int32_t *)raw;
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 2; r++) {
            PRISM_PARTITION(w, f, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = (float)(in[g] + v % 3); }
            }
            PRISM_AT(THREAD(1)) float x = 0.0f;
            PRISM_GROUP(THREAD(1)) { x = f[(t + 37) % B]; }
            PRISM_PARTITION(w, iv, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = 2 * in[g] + r; }
            }
            PRISM_GROUP(THREAD(1)) { v += (int32_t)x + 5 * iv[(t + 71) % B]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    int32_t v[4 * B] = {0}, a[4 * B];
    for (int r = 0; r < 2; r++) {
        for (int i = 0; i < n; i++)
            a[i] = in[i] + v[i] % 3;
        for (int i = 0; i < n; i++) {
            const int b = i / B * B, t = i % B;
            v[i] += a[b + (t + 37) % B] + 5 * (2 * in[b + (t + 71) % B] + r);
        }
    }
    for (int i = 0; i < n; i++)
        out[i] = v[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_union, 4, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 4 * B, 4 * B);
}
/*
 * check-name: adversarial port legal (runnable): a TempStorage-style union, one shared buffer viewed as float and int in turn
 *
 * check-error-start
 * check-error-end
 */
