/*
 * adv_run_decay_views.cu - the legal look-alikes of the decayed-array
 * rules, run three ways (26-adversarial): a CUB-style TempStorage struct
 * in shared memory whose array member `s->val` is taken in block code and
 * partitioned (SPEC 5.2: an address into the block's memory, as `float *v
 * = tile;`), a row `tile[0]` of a 2-D tile partitioned the same way,
 * read-only row views (`const int32_t *row = tile[i]`, a pointer to rows
 * of const) in the next phase, and the output taken from an argument
 * struct's pointer array (`a.outs[0]`) and partitioned at grid level.  The
 * buggy look-alikes: fail/decay_struct_member_thread,
 * fail/decay_2d_row_thread, fail/decay_hidden_and_holders.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    int32_t val[128];
    int32_t key[128];
} decay_tmp;

typedef struct {
    int32_t *outs[2];
    int n;
} decay_args;

PRISM_KERNEL(decay_views, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(sizeof(decay_tmp)),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(decay_args, a, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int32_t *out = a.outs[0];
    PRISM_PARTITION(og, out, THREAD(1), g) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(decay_tmp, s, 1);
        __shared__ int32_t tile[4][33];
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        int32_t *sv = s->val;
        int32_t *tp = tile[0];
        PRISM_PARTITION(pv, sv, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { pv[0] = g < a.n ? in[g] : 0; }
        }
        PRISM_PARTITION(pt, tp, THREAD(1), (t / 32) * 33 + t % 32) {
            PRISM_GROUP(THREAD(1)) { pt[0] = t; }
        }
        PRISM_GROUP(THREAD(1)) {
            const int32_t *row = tile[3 - t / 32];
            const int32_t (*rp)[33] = tile + t / 32;
            og[0] = sv[127 - t] * 2 + row[31 - t % 32] + (*rp)[t % 32];
        }
    }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128;
        out[i] = in[b * 128 + 127 - t] * 2 + (3 - t / 32) * 32 + (31 - t % 32) + t;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    decay_args a = {{out, NULL}, n};
    return PRISM_LAUNCH(decay_views, 2, 128, in, a);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a shared struct's array member and a 2-D tile's row partitioned in block code, read-only row views, output from an argument struct's pointer array
 *
 * check-error-start
 * check-error-end
 */
