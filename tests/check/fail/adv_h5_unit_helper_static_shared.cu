/*
 * adv_h5_unit_helper_static_shared.cu - a thread[64] helper that declares
 * a raw `__shared__` counter array for "its" unit, called from both arms
 * of a 64 + 64 thread split.
 *
 * A `__shared__` variable has one instance per block, whatever function
 * declares it: both arms count into the same 8 bins (and zero them under
 * each other), so every count is the block's, not the unit's (out[0] is
 * 16, the reference 8), and the unit's barriers (bar.sync for 64 threads)
 * order nothing against the other arm.  SPEC 6.2: "A __shared__ variable
 * is block[1] memory, and declaring one in a plain __device__ function
 * (no perspective signature, so no block[1] code: warps or threads that
 * call it would each take the block's one copy for their own) is P050";
 * P050 is "shared allocation outside block[1] code".  A PRISM_DEVICE whose
 * bound is THREAD(64) has no block[1] code either, and its units take the
 * block's one copy for their own exactly so.  The checker accepts the
 * declaration (atomics and reads need no partition).  On the emulator
 * both builds race (ThreadSanitizer) and the counts are wrong; the
 * legal form passes each arm its own PRISM_SHARED bins
 * (adv_run_h5_unit_bins_per_arm).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(int32_t, count8, PRISM_REQUIRES(THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    __shared__ int32_t cnt[8]; /* error P050 */
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { if (i < 8) atomicExch(&cnt[i], 0); }
    PRISM_SYNC();
    PRISM_GROUP(THREAD(1)) { atomicAdd(&cnt[x & 7], 1); }
    PRISM_SYNC();
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) { r = cnt[i & 7]; }
    return r;
}

PRISM_KERNEL(h5_unit_static, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SPLIT(THREAD) {
            PRISM_CASE(64) { v = PRISM_CALL(count8, in[g]); }
            PRISM_CASE(64) { v = PRISM_CALL(count8, in[g] + 1); }
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
    for (int b = 0; b * 128 < n; b++)
        for (int u = 0; u < 2; u++) {
            int32_t c[8] = {0};
            for (int i = 0; i < 64; i++)
                c[(in[b * 128 + u * 64 + i] + u) & 7]++;
            for (int i = 0; i < 64; i++)
                out[b * 128 + u * 64 + i] = c[i & 7];
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_unit_static, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 (hole): a raw __shared__ array declared in a thread[64] helper, shared by both arms
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_unit_helper_static_shared.cu:28:24: error: __shared__ variable 'cnt' declared in code at thread[64]: shared memory is one copy per block, which each thread[64] unit here would take for its own; declare it (or PRISM_SHARED) in block[1] code and give each unit its part with PRISM_PARTITION [P050]
adv_h5_unit_helper_static_shared.cu:28:24: note: at stake: shared memory is one allocation per block: code narrower than a block would allocate it per thread or warp
adv_h5_unit_helper_static_shared.cu:28:24: note: fix: move PRISM_SHARED to block[1] code (the function's top level, outside groups and splits); per-warp scratch is the block's allocation partitioned: PRISM_SHARED(float, s, 32 * NWARPS) in block code, then PRISM_PARTITION(ws, s, THREAD(32), PRISM_ID(THREAD(32)) * 32)
adv_h5_unit_helper_static_shared.cu:28:24: note: see: prism-check --explain P050
 * check-error-end
 */
