/*
 * adv_run_lib_holder_dst.cu - the library's destination reached through
 * holders: a block store into a shared tile named by a struct member, a
 * block store into one of two tiles picked by ?: each round (ping-pong),
 * and block loads from the other; plain reads of the tiles by their own
 * names in between.  Every store must wait for the reads of the same
 * tile by other threads, and the reads for the stores, whatever name
 * the library was given.
 */
#include "prism_lib.h"
#include "../../adversarial/adv_driver.h"

struct tiles {
    int32_t *a;
    int32_t *b;
};

PRISM_KERNEL(holder_dst, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)n;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, ta, 128);
        PRISM_SHARED(int32_t, tb, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) struct tiles h = {ta, tb};
        PRISM_AT(THREAD(1)) int32_t v[1];
        v[0] = in[g];
        PRISM_CALL(prism_block_store_direct_i32, h.a, v, 1);
        for (int r = 0; r < 4; r++) {
            int32_t *src = (r & 1) ? tb : ta;
            int32_t *dst = (r & 1) ? ta : tb;
            PRISM_CALL(prism_block_load_striped_i32, v, src + 0, 1);
            v[0] = v[0] + src[(t + 1) % 128] + r;
            PRISM_CALL(prism_block_store_direct_i32, dst, v, 1);
            acc += dst[(t + 3) % 128];
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int b = 0; b < 2; b++) {
        int32_t cur[128], nxt[128], acc[128] = {0};
        for (int t = 0; t < 128; t++)
            cur[t] = in[b * 128 + t];
        for (int r = 0; r < 4; r++) {
            for (int t = 0; t < 128; t++)
                nxt[t] = cur[t] + cur[(t + 1) % 128] + r;
            for (int t = 0; t < 128; t++) {
                acc[t] += nxt[(t + 3) % 128];
                cur[t] = nxt[t];
            }
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(holder_dst, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): block stores through a struct member and ping-pong pointers
 *
 * check-error-start
 * check-error-end
 */
