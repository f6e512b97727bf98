/*
 * adv_run_rt13_own_params.cu - a thread[1] pointer parameter is the
 * caller's own memory only where every call gives each thread memory no
 * other thread reaches, and an offset `c * id + k` is injective only
 * while c * id cannot wrap.
 *   - a warp helper writes d[0] in one thread[1] group and reads the
 *     constant d[1] in the next; the caller hands it its lane's partition,
 *     whose stride is 1: d[1] is the next lane's d[0];
 *   - the same with d handed on to a thread[1] helper that reads q[1];
 *   - a partition at `(int)((long long)t * 4294967296LL) + 5`, which is 5
 *     for every thread.
 *
 * Were holes (red team rt13: hole_param_const_neighbour,
 * hole_param_passed_on, hole_private_wide_multiplier; a wrong result and
 * a race in the checked build).  sync_footprint.c: the call-site rule for
 * parameters, a stride bound for offsets.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(int32_t, peek1, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(int32_t *, q, THREAD(1)))
{
    return q[1];
}

PRISM_DEVICE(int32_t, wconst, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, d, THREAD(1)), PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) { d[0] = v; }
    PRISM_GROUP(THREAD(1)) {
        if (l < 31)
            r = d[1];
    }
    return r;
}

PRISM_DEVICE(int32_t, wpassed, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, d, THREAD(1)), PRISM_PARAM(int32_t, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) { d[0] = v; }
    PRISM_GROUP(THREAD(1)) {
        if (l < 31)
            r = PRISM_CALL(peek1, d);
    }
    return r;
}

PRISM_KERNEL(own_params, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t c1 = 0, c2 = 0, wide = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, s1, 64);
        PRISM_SHARED(int32_t, s2, 64);
        PRISM_SHARED(int32_t, s3, 64);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
        PRISM_PARTITION(ws, s1, THREAD(32), w * 32) {
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(z, ws, THREAD(1), l) {
                    c1 = PRISM_CALL(wconst, z, t * 7 + b + in[0] * 0);
                }
            }
        }
        PRISM_PARTITION(ws, s2, THREAD(32), w * 32) {
            PRISM_GROUP(THREAD(32)) {
                PRISM_AT(THREAD(1)) const int l = (int)PRISM_ID(THREAD(1));
                PRISM_PARTITION(z, ws, THREAD(1), l) {
                    c2 = PRISM_CALL(wpassed, z, t * 5 + b);
                }
            }
        }
        PRISM_PARTITION(z, s3, THREAD(1), (int)((long long)t * 4294967296LL) + 5) {
            PRISM_GROUP(THREAD(1)) {
                if (t == 1)
                    z[0] = 40 + b;
            }
            PRISM_GROUP(THREAD(1)) { wide = z[0]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = c1 * 100000 + c2 * 100 + wide;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)in;
    for (int i = 0; i < n; i++) {
        int b = i / 64, t = i % 64;
        int32_t c1 = t % 32 == 31 ? 0 : (t + 1) * 7 + b;
        int32_t c2 = t % 32 == 31 ? 0 : (t + 1) * 5 + b;
        out[i] = c1 * 100000 + c2 * 100 + 40 + b;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(own_params, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): thread[1] parameters handed shared parts, and a wrapping stride
 *
 * check-error-start
 * check-error-end
 */
