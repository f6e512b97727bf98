/*
 * adv_run_rt10_narrow_index.cu - refinement 1's fresh strided index kept
 * in a type narrower than int: `const unsigned char e = j + t` with j
 * stepping by 96 (0, 96, 192) wraps in the third round, where thread t
 * gets element t + 192 - 256, an element another thread had in the first
 * round.  The rounds hand elements between threads, so the partition must
 * be ordered against its own earlier rounds (docs/SYNC.md 2).
 *
 * Was a hole (red team rt10, hole_fresh_index_uchar_decl and _var: a
 * wrong result and a race in the checked build): a narrow declaration or
 * counter was taken for a fresh index.  A type narrower than int folds the
 * index now (sync_stable.c, narrow_int).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(narrow_index, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(96), THREAD(32)), PRISM_SMEM(1152),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(int32_t, tile, 288);
        for (int j0 = 0; j0 < 288; j0 += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j0 + t;
            PRISM_PARTITION(z, tile, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) { z[0] = in[e % 96]; }
            }
        }
        int k = 0;
        for (int j = 0; k < 3; j += (int)PRISM_NTHREADS(), k++) {
            PRISM_AT(THREAD(1)) const unsigned char e = j + t;
            PRISM_PARTITION(z, tile, THREAD(1), e) {
                PRISM_GROUP(THREAD(1)) { z[0] = z[0] * 3 + k; }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[t] + tile[t + 96] * 7 + tile[t + 192] * 13; }
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
    for (int b = 0; b * 96 < n; b++) {
        int32_t s[288];
        for (int e = 0; e < 288; e++)
            s[e] = in[e % 96];
        for (int k = 0; k < 3; k++)
            for (int t = 0; t < 96; t++) {
                int e = (unsigned char)(k * 96 + t);
                s[e] = s[e] * 3 + k;
            }
        for (int t = 0; t < 96 && b * 96 + t < n; t++)
            out[b * 96 + t] = s[t] + s[t + 96] * 7 + s[t + 192] * 13;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(narrow_index, 2, 96, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 192, 192);
}
/*
 * check-name: adversarial legal (runnable): a strided partition index kept in an unsigned char wraps between rounds
 *
 * check-error-start
 * check-error-end
 */
