/*
 * adv_run_struct_thread_ptr.cu - a look-alike of ownership laundering that is fine: the pointer stored
 * in the struct is the thread[1] pointer of a partition, so storing
 * through the field is the owner's store.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
struct cursor { int32_t *p; int step; };

PRISM_KERNEL(struct_thread_ptr, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    (void)base;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) {
                struct cursor c;
                c.p = w;
                c.step = 1;
                c.p[0] = in[base + t];
                c.p[c.step] = -in[base + t];
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[2 * ((t + 1) % 128)] * 10 + tile[2 * ((t + 2) % 128) + 1]; }
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
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128;
        out[i] = in[b * 128 + (t + 1) % 128] * 10 - in[b * 128 + (t + 2) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(struct_thread_ptr, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a struct holding a thread's own partition pointer
 *
 * check-error-start
 * check-error-end
 */
