/*
 * adv_run_holder_args_write.cu - stores into a partition made by plain C
 * helpers through arguments that carry the slice's address without being
 * a pointer to non-const data: a typedef'd struct passed by value, a
 * pointer to const pointers (`int32_t *const *`: the pointers are const,
 * what they point at is not), a `uintptr_t` parameter the helper casts
 * back, a `uintptr_t` local set to zero and then to the slice, and a
 * struct handed on by one helper to another that stores through its
 * member.  Each holder keeps the perspective of the pointer put in it
 * (SPEC 6.1), so each partition is a write scope (SPEC 7) and the block's
 * read of another thread's slot after it must wait for the stores.
 *
 * Written with the fix that followed struct arguments and deep const
 * (adv_run_struct_helper_write): a build without it placed no point
 * before any of the five reads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    int32_t *dst;
    int32_t scale;
} sink_t;

static __device__ __forceinline__ void sink_put(sink_t s, int32_t v)
{
    s.dst[0] = s.scale * v;
}

static __device__ __forceinline__ void put_through_const(int32_t *const *slot, int32_t v)
{
    slot[0][0] = v + 7;
}

static __device__ __forceinline__ void put_at_address(uintptr_t where, int32_t v)
{
    *(int32_t *)where = v - 3;
}

static __device__ __forceinline__ void sink_forward(sink_t s, int32_t v)
{
    put_through_const(&s.dst, s.scale * v);
}

PRISM_KERNEL(holder_args_write, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
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
        PRISM_SHARED(int32_t, t5, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int32_t v = in[base + t];
        PRISM_PARTITION(w, t1, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                sink_t s = {w, 2};
                sink_put(s, v);
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += t1[(t + 1) % 128]; }
        PRISM_PARTITION(w, t2, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t *slots[1] = {w};
                put_through_const(slots, v);
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 10 * t2[(t + 2) % 128]; }
        PRISM_PARTITION(w, t3, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { put_at_address((uintptr_t)w, v); }
        }
        PRISM_GROUP(THREAD(1)) { acc += 100 * t3[(t + 3) % 128]; }
        PRISM_PARTITION(w, t4, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                uintptr_t at = 0;
                if (v != 12345)
                    at = (uintptr_t)w;
                *(int32_t *)at = 4 * v;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * t4[(t + 4) % 128]; }
        PRISM_PARTITION(w, t5, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                sink_t s;
                s.dst = w;
                s.scale = 5;
                sink_forward(s, v);
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 10000 * t5[(t + 5) % 128]; }
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
            out[b * 128 + t] = 2 * v[(t + 1) % 128] + 10 * (v[(t + 2) % 128] + 7) + 100 * (v[(t + 3) % 128] - 3) +
                               1000 * 4 * v[(t + 4) % 128] + 10000 * (5 * v[(t + 5) % 128] + 7);
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(holder_args_write, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): stores into partitions by helpers through a struct by value, a pointer to const pointers, a uintptr_t, and a struct handed on
 *
 * check-error-start
 * check-error-end
 */
