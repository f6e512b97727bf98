/*
 * adv_run_a3_const_view_uniform.cu - a block[1] function writes its `buf`
 * through a partition whose slot is stored through a compound literal,
 * then reads a const view of the same tile (the caller passes one tile as
 * both) and takes PRISM_SYNC under a branch on that value.  The value is
 * uniform only because a barrier orders the partition's stores before the
 * read (SPEC 5.2, 7).
 *
 * Was a hole (red-team A3, finding 13): the compound-literal store did not
 * make the partition a write, no barrier was placed, some threads read
 * the old value and skipped PRISM_SYNC (a hang on the GPU).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    int32_t *q;
} a3_cbox;

PRISM_DEVICE(int32_t, a3_step, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, cfg, BLOCK(1)), PRISM_PARAM(int32_t *, buf, BLOCK(1)),
             PRISM_PARAM(int32_t, v, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, buf, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            a3_cbox s = (a3_cbox){w};
            s.q[0] = v + t;
        }
    }
    const int32_t c = cfg[5];
    if (c == v + 5) {
        PRISM_SYNC();
    }
    return c;
}

PRISM_KERNEL(a3_const_view_uniform, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 128);
        PRISM_ONE_CLAIM(z, a) {
            for (int k = 0; k < 128; k++)
                z[k] = -1;
        }
        r = PRISM_CALL(a3_step, a, a, in[0]);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = r;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[0] + 5;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(a3_const_view_uniform, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a const view read after a partition written through a compound literal is ordered, so the branch on it stays uniform
 *
 * check-error-start
 * check-error-end
 */
