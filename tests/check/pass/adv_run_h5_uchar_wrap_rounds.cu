/*
 * adv_run_h5_uchar_wrap_rounds.cu - a strided fill of a 256-slot tile by 96 threads in three rounds
 * (j = 0, 96, 192), offset (unsigned char)(j + t): round 2 wraps, so
 * threads 64..95 write slots 0..31, which threads 0..31 wrote in round 0.
 * Each round's partition ends with a barrier in the conservative build,
 * which orders the two writes (round 2's value must win).  SPEC 7 (and
 * docs/SYNC.md 2, refinement 1): a scope skips ordering against its earlier
 * rounds only for a fixed offset or a*e+b of a fresh strided index, never
 * another fold of it; SPEC 6.3 counts a cast to a char type as a fold
 * (256 values).  The checker treats (unsigned char)e (and (uint8_t)e,
 * (int)(unsigned char)e, and likewise (short)e, (unsigned short)e,
 * (signed char)e and even (bool)e, per --sync-report) as the fresh index itself: the checked build has
 * no barrier between rounds, and the race detector reports the
 * write-write race (the same program with e & 255 or e % 256 gets its
 * barrier).  Legal: a hole of the inference.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_uchar_wrap, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(96), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(int32_t, st, 256);
        const int32_t *cs = st;
        for (int j = 0; j < 288; j += (int)PRISM_NTHREADS()) {
            PRISM_AT(THREAD(1)) const int e = j + t;
            PRISM_PARTITION(w, st, THREAD(1), (unsigned char)e) {
                PRISM_GROUP(THREAD(1)) { w[0] = in[g] * 1000 + j; }
            }
        }
        PRISM_GROUP(THREAD(1)) { v = cs[t] + cs[t + 96] + cs[t + 160]; }
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
    for (int b = 0; b * 96 < n; b++) {
        const int32_t *bin = in + b * 96;
        int32_t *bout = out + b * 96;
        (void)bin;
        int32_t s[256];
        for (int j = 0; j < 288; j += 96)
            for (int t = 0; t < 96; t++) s[(unsigned char)(j + t)] = bin[t] * 1000 + j;
        for (int t = 0; t < 96; t++) bout[t] = s[t] + s[t + 96] + s[t + 160];

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_uchar_wrap, n / 96, 96, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 384, 384);
}
/*
 * check-name: adversarial h5 legal (runnable): a strided offset wrapped by a cast to unsigned char across rounds
 *
 * check-error-start
 * check-error-end
 */
