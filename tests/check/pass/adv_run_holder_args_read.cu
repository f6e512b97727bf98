/*
 * adv_run_holder_args_read.cu - the block reads tiles, after write
 * partitions of them, through holders that reach plain C helpers or
 * casts: a typedef'd struct of a const pointer passed by value, a
 * `uintptr_t` parameter the helper casts back to a pointer, a `uintptr_t`
 * local first zero and then set to the tile, and a struct a helper hands
 * on to a second helper as a pointer.  The holders are made in block[1]
 * code before the partitions (nothing is laundered, P041) and used after
 * them; each read of another thread's slot must wait for the partition's
 * stores (SPEC 7, read after write; SPEC 6.1, the holder keeps the
 * tile's perspective).
 *
 * Written with the fix that followed struct arguments and integers that
 * hold addresses (adv_run_view_holders_read): a build without it placed
 * no point before any of the four reads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    const int32_t *src;
    int stride;
} source_t;

static __device__ __forceinline__ int32_t source_get(source_t s, int i)
{
    return s.src[i * s.stride];
}

static __device__ __forceinline__ int32_t get_at_address(uintptr_t where, int i)
{
    return ((const int32_t *)where)[i];
}

static __device__ __forceinline__ int32_t get_first(const int32_t *p, int i)
{
    return p[i];
}

static __device__ __forceinline__ int32_t source_forward(source_t s, int i)
{
    return get_first(s.src, i * s.stride);
}

PRISM_KERNEL(holder_args_read, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, t1, 128);
        PRISM_SHARED(int32_t, t2, 128);
        PRISM_SHARED(int32_t, t3, 128);
        PRISM_SHARED(int32_t, t4, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int32_t v = in[base + t];
        const source_t s1 = {t1, 1};
        const uintptr_t a2 = (uintptr_t)t2;
        uintptr_t a3 = 0;
        if (n > 0)
            a3 = (uintptr_t)t3;
        source_t s4;
        s4.src = t4;
        s4.stride = 1;
        PRISM_PARTITION(w, t1, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = v; }
        }
        PRISM_GROUP(THREAD(1)) { acc += source_get(s1, (t + 1) % 128); }
        PRISM_PARTITION(w, t2, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 2 * v; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 10 * get_at_address(a2, (t + 2) % 128); }
        PRISM_PARTITION(w, t3, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 3 * v; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 100 * ((const int32_t *)a3)[(t + 3) % 128]; }
        PRISM_PARTITION(w, t4, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 4 * v; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * source_forward(s4, (t + 4) % 128); }
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
        const int32_t *v = in + b * 128;
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = v[(t + 1) % 128] + 10 * 2 * v[(t + 2) % 128] + 100 * 3 * v[(t + 3) % 128] +
                               1000 * 4 * v[(t + 4) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(holder_args_read, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): reads after write partitions by helpers through a struct by value, a uintptr_t, a late-set uintptr_t and a struct handed on
 *
 * check-error-start
 * check-error-end
 */
