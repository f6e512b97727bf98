/*
 * adv_run_alias_writes.cu - a partition whose name is never an lvalue
 * itself: each phase stores into its slice only through something
 * derived from it - a pointer copy, `&w[1]`, a pointer walked with `*p++`,
 * a plain C helper, a helper of that helper, a thread[1] Prism function
 * taking a THREAD(1) pointer, and a thread-uniform `?:` between two
 * partitions' names.  Each is still a write scope (SPEC 7: "is passed to
 * a non-const pointer parameter" or is assigned through), so the block's
 * read of another thread's slot after it needs a barrier, and the next
 * phase's stores one against that read.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

static __device__ __forceinline__ void adv_put(int32_t *p, int32_t v)
{
    p[0] = v;
}

static __device__ __forceinline__ void adv_put_twice(int32_t *p, int32_t v)
{
    adv_put(p, v);
    adv_put(p + 1, v + 1);
}

PRISM_DEVICE(void, adv_store_pair, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, dst, THREAD(1)), PRISM_PARAM(int32_t, v, THREAD(1)))
{
    dst[0] = v;
    dst[1] = -v;
}

PRISM_KERNEL(alias_writes, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_SHARED(int32_t, other, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int32_t v = in[base + t];
        /* 1: a copy of the name */
        PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t *p = w;
                p[0] = v;
                p[1] = v + 1;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += tile[(2 * t + 3) % 256]; }
        /* 2: the address of an element */
        PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t *q = &w[1];
                *q = 3 * v;
                q[-1] = 5 * v;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 2 * tile[(2 * t + 5) % 256] + tile[(2 * t + 6) % 256]; }
        /* 3: a walked pointer */
        PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t *p = w;
                for (int i = 0; i < 2; i++)
                    *p++ = v - i;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 7 * tile[(2 * t + 9) % 256]; }
        /* 4: a plain C helper, and a helper's helper */
        PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) { adv_put(w + 1, 11 * v); }
        }
        PRISM_GROUP(THREAD(1)) { acc += tile[(2 * t + 11) % 256]; }
        PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) { adv_put_twice(w, 13 * v); }
        }
        PRISM_GROUP(THREAD(1)) { acc += tile[(2 * t + 12) % 256] - tile[(2 * t + 15) % 256]; }
        /* 5: a thread[1] Prism function with a THREAD(1) pointer */
        PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) { PRISM_CALL(adv_store_pair, w, 17 * v); }
        }
        PRISM_GROUP(THREAD(1)) { acc += tile[(2 * t + 16) % 256] + 2 * tile[(2 * t + 19) % 256]; }
        /* 6: a thread-uniform choice between two partitions' names */
        PRISM_PARTITION(wa, tile, THREAD(1), 2 * t) {
            PRISM_PARTITION(wb, other, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    int32_t *p = (t & 1) ? wa : wb;
                    int32_t *r = (t & 1) ? wb : wa;
                    p[0] = 19 * v;
                    p[1] = 23 * v;
                    r[0] = 29 * v;
                    r[1] = 31 * v;
                }
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += tile[(2 * t + 21) % 256] + 3 * other[(2 * t + 22) % 256]; }
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
        int32_t s[256], o2[256];
        const int32_t *v = in + b * 128;
        int32_t a[128] = {0};
#define AT(k) ((k) % 256)
        for (int t = 0; t < 128; t++) s[2 * t] = v[t], s[2 * t + 1] = v[t] + 1;
        for (int t = 0; t < 128; t++) a[t] += s[AT(2 * t + 3)];
        for (int t = 0; t < 128; t++) s[2 * t + 1] = 3 * v[t], s[2 * t] = 5 * v[t];
        for (int t = 0; t < 128; t++) a[t] += 2 * s[AT(2 * t + 5)] + s[AT(2 * t + 6)];
        for (int t = 0; t < 128; t++) s[2 * t] = v[t], s[2 * t + 1] = v[t] - 1;
        for (int t = 0; t < 128; t++) a[t] += 7 * s[AT(2 * t + 9)];
        for (int t = 0; t < 128; t++) s[2 * t + 1] = 11 * v[t];
        for (int t = 0; t < 128; t++) a[t] += s[AT(2 * t + 11)];
        for (int t = 0; t < 128; t++) s[2 * t] = 13 * v[t], s[2 * t + 1] = 13 * v[t] + 1;
        for (int t = 0; t < 128; t++) a[t] += s[AT(2 * t + 12)] - s[AT(2 * t + 15)];
        for (int t = 0; t < 128; t++) s[2 * t] = 17 * v[t], s[2 * t + 1] = -17 * v[t];
        for (int t = 0; t < 128; t++) a[t] += s[AT(2 * t + 16)] + 2 * s[AT(2 * t + 19)];
        for (int t = 0; t < 128; t++) {
            int32_t *p = (t & 1) ? s : o2, *r = (t & 1) ? o2 : s;
            p[2 * t] = 19 * v[t], p[2 * t + 1] = 23 * v[t];
            r[2 * t] = 29 * v[t], r[2 * t + 1] = 31 * v[t];
        }
        for (int t = 0; t < 128; t++) a[t] += s[AT(2 * t + 21)] + 3 * o2[AT(2 * t + 22)];
#undef AT
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = a[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(alias_writes, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): stores into a partition only through copies, element addresses, walked pointers, helpers and a ?: of two names
 *
 * check-error-start
 * check-error-end
 */
