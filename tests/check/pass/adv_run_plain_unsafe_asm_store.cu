/*
 * adv_run_plain_unsafe_asm_store.cu - a plain __device__ helper stores
 * through its pointer with inline asm inside PRISM_UNSAFE (legal: SPEC 9,
 * 3.2).  The checker does not read the trusted statement, so the call
 * counts as writing through the non-const pointer it is given: the
 * partition that hands each thread its slot is a write scope, and the
 * neighbour's read after it gets its barrier.  Taken as not writing (the
 * asm store unseen), the partition was a read scope and the read raced.
 * The #else branch is what the asm does, for the emulator.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

static __device__ void store_i32(int32_t *p, int32_t v)
{
    PRISM_UNSAFE {
#ifdef __CUDACC__
        asm volatile("st.u32 [%0], %1;" ::"l"(p), "r"(v) : "memory");
#else
        *p = v;
#endif
    }
}

PRISM_KERNEL(plain_unsafe_asm_store, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    (void)n;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { store_i32(w, in[g] * 2 + 1); }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = tile[(t + 1) % 128]; }
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    for (int i = 0; i < 256; i++) {
        int b = i / 128, t = i % 128;
        out[i] = in[b * 128 + (t + 1) % 128] * 2 + 1;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(plain_unsafe_asm_store, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a plain helper's PRISM_UNSAFE asm store through its pointer counts as a write
 *
 * check-error-start
 * check-error-end
 */
