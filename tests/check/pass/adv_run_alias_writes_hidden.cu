/*
 * adv_run_alias_writes_hidden.cu - more stores into a partition made only
 * through something derived from its name, each one of SPEC 6.1's
 * holders that keep the pointer's perspective: a local array of pointers
 * (`int32_t *arr[1] = {w}; arr[0][0] = v`), the same array handed to a
 * plain C helper, an integer holding the address (`uintptr_t u =
 * (uintptr_t)w; *(int32_t *)u = v`), and a pointer variable first set to
 * null and then to the slice (`q = 0; ... q = w + 0; q[0] = v`).  Each
 * partition is a write scope (SPEC 7), so the block's read of another
 * thread's slot after it must wait for the stores.
 *
 * Was a hole (tagged adv-known-race): 0 sync points when written; the
 * array, helper and null-start variants were followed since (3 points),
 * the `uintptr_t` one not: a local of a 64-bit integer type was a number
 * whatever it held.  It is now what was put in it (sync_access.c,
 * holds_integer_address): 4 points.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

static __device__ __forceinline__ void adv_put_first(int32_t *a[], int32_t v)
{
    a[0][0] = v;
}

PRISM_KERNEL(alias_writes_hidden, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
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
        PRISM_PARTITION(w, t1, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t *arr[1] = {w};
                arr[0][0] = v;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += t1[(t + 1) % 128]; }
        PRISM_PARTITION(w, t2, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t *arr[1];
                arr[0] = w;
                adv_put_first(arr, 3 * v);
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 10 * t2[(t + 2) % 128]; }
        PRISM_PARTITION(w, t3, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                const uintptr_t u = (uintptr_t)w;
                *(int32_t *)u = 5 * v;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 100 * t3[(t + 3) % 128]; }
        PRISM_PARTITION(w, t4, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t *q = 0;
                if (v != 12345)
                    q = w + 0;
                q[0] = 7 * v;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * t4[(t + 4) % 128]; }
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
            out[b * 128 + t] = v[(t + 1) % 128] + 10 * 3 * v[(t + 2) % 128] + 100 * 5 * v[(t + 3) % 128] +
                               1000 * 7 * v[(t + 4) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(alias_writes_hidden, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): stores into partitions through a pointer array, a helper taking it, a uintptr_t and a pointer set after a null start
 *
 * check-error-start
 * check-error-end
 */
