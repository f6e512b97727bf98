/*
 * adv_run_h4_vote_in_headers.cu - block votes written where a statement's
 * header evaluates them: a `switch` on __syncthreads_count, a `for` whose
 * init is a vote, and a `while` whose condition is one, each reading a
 * tile slot a neighbour wrote just before (so a barrier must come before
 * the header, and the vote's own barrier may order what follows).  Legal.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h4_vote_hdr, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t acc = 0;
        PRISM_GROUP(THREAD(1)) { acc = in[g]; }
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = acc; }
        }
        switch (__syncthreads_count(tile[(t + 1) % 128] > 0) & 3) {
        case 0:
            acc += 1;
            break;
        case 1:
            acc += 2;
            /* fall through */
        default:
            acc += 3;
            break;
        }
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = acc; }
        }
        for (int c = __syncthreads_count(tile[(t + 2) % 128] > 5); c > 60; c -= 16) {
            PRISM_GROUP(THREAD(1)) { acc += 1; }
        }
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = acc; }
        }
        PRISM_AT(BLOCK(1)) int rounds = 0;
        while (__syncthreads_or(tile[(t + 3) % 128] > 40 + 10 * rounds) && rounds < 5)
            rounds++;
        PRISM_GROUP(THREAD(1)) { v = acc * 8 + rounds; }
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t acc[128];
        int c = 0, rounds = 0, any;
        for (int t = 0; t < 128; t++)
            acc[t] = in[b * 128 + t];
        for (int t = 0; t < 128; t++)
            c += acc[(t + 1) % 128] > 0;
        for (int t = 0; t < 128; t++)
            acc[t] += (c & 3) == 0 ? 1 : (c & 3) == 1 ? 5 : 3;
        c = 0;
        for (int t = 0; t < 128; t++)
            c += acc[(t + 2) % 128] > 5;
        for (; c > 60; c -= 16)
            for (int t = 0; t < 128; t++)
                acc[t] += 1;
        for (;;) {
            any = 0;
            for (int t = 0; t < 128; t++)
                any |= acc[(t + 3) % 128] > 40 + 10 * rounds;
            if (!(any && rounds < 5))
                break;
            rounds++;
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = acc[t] * 8 + rounds;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_vote_hdr, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 legal (runnable): block votes in switch, for-init and while headers reading fresh neighbour slots
 *
 * check-error-start
 * check-error-end
 */
