/*
 * adv_run_view_holders_read.cu - the block reads a tile, after a write
 * partition of it has ended, through views kept in SPEC 6.1's holders:
 * a local array of pointers (read through a pointer copied out of it),
 * the same kind of array handed to a plain C
 * helper, an integer holding the address, a pointer variable first set to
 * null and then to the tile, and a struct passed by value to a helper.
 * The holders are made in block[1] code before the partitions (so nothing
 * is laundered, P041) and used only after them (SPEC 6.3: "every name is
 * usable again after the scope").  Each read of another thread's slot
 * must wait for the partition's stores (SPEC 7, read after write).
 * (`acc += arr1[0][i]` directly draws a false P041: adv_run_array_elem_value.)
 *
 * Was a hole (tagged adv-known-race): 0 sync points when written; the
 * array, helper and late-set variants were followed since (3 points),
 * the `uintptr_t` and the struct passed by value not: an integer local
 * was a number whatever it held, and a struct argument was taken for a
 * number and not charged at all.  Both are followed now (sync_access.c,
 * holds_integer_address, param_carries): 5 points.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

struct cview { const int32_t *p; };

static __device__ __forceinline__ int32_t adv_get_first(const int32_t *const a[], int i)
{
    return a[0][i];
}

static __device__ __forceinline__ int32_t adv_get_view(struct cview v, int i)
{
    return v.p[i];
}

PRISM_KERNEL(view_holders_read, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
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
        const int32_t *arr1[1] = {t1};
        const int32_t *arr2[1] = {t2};
        const uintptr_t u3 = (uintptr_t)t3;
        const int32_t *q4 = 0;
        if (n > 0)
            q4 = t4;
        struct cview c5 = {t5};
        PRISM_PARTITION(w, t1, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = v; }
        }
        PRISM_GROUP(THREAD(1)) {
            const int32_t *p1 = arr1[0];
            acc += p1[(t + 1) % 128];
        }
        PRISM_PARTITION(w, t2, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 2 * v; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 10 * adv_get_first(arr2, (t + 2) % 128); }
        PRISM_PARTITION(w, t3, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 3 * v; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 100 * ((const int32_t *)u3)[(t + 3) % 128]; }
        PRISM_PARTITION(w, t4, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 4 * v; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * q4[(t + 4) % 128]; }
        PRISM_PARTITION(w, t5, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 5 * v; }
        }
        PRISM_GROUP(THREAD(1)) { acc += 10000 * adv_get_view(c5, (t + 5) % 128); }
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
                               1000 * 4 * v[(t + 4) % 128] + 10000 * 5 * v[(t + 5) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(view_holders_read, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): reads after write partitions through a pointer array, a helper, a uintptr_t, a late-set pointer and a struct
 *
 * check-error-start
 * check-error-end
 */
