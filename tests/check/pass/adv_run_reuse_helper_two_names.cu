/*
 * adv_run_reuse_helper_two_names.cu - one tile reaches a helper under
 * two parameter names.  `publish_then_peek(dst, src, ...)` writes dst
 * through a thread[1] partition (thread t writes dst[t]) and, after that
 * scope has ended, reads src at a neighbour's slot.  The caller passes
 * the same tile twice (`tile, tile`) and then two views of one
 * allocation (`tile`, `tile + 64`: src[k] is tile[64 + k]).
 *
 * Legal per the SPEC: dst is at block[1] like the tile (SPEC 3.2, P073
 * exact perspective), src is a pointer to const (P074: may be broader).
 * SPEC 6.3 rejects two arguments that may point into the same memory
 * only "when the callee ... narrows one of the two parameters and uses
 * the other inside that scope" (P061, the alias-two-arguments example);
 * here src is used only after dst's partition has ended, which the SPEC
 * allows.  SPEC 7: when a memory scope ends, the narrower owners' writes
 * must be visible to the owning group before it uses the memory again:
 * the read of src (the same bytes as dst) needs the block barrier after
 * the partition.  docs/SYNC.md 9 lists "Distinct pointer parameters are
 * assumed not to alias" as a limit of the inference.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_DEVICE(void, publish_then_peek, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, dst, BLOCK(1)),
             PRISM_PARAM(const int32_t *, src, BLOCK(1)),
             PRISM_PARAM(int32_t, v, THREAD(1)),
             PRISM_PARAM(int, span, BLOCK(1)),
             PRISM_PARAM(int32_t *, res, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(d, dst, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { d[0] = v; }
    }
    PRISM_GROUP(THREAD(1)) { res[0] = src[(t + 1) % span]; }
}

PRISM_KERNEL(reuse_helper_two_names, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t r1[1] = {0};
        PRISM_AT(THREAD(1)) int32_t r2[1] = {0};
        PRISM_CALL(publish_then_peek, tile, tile, in[base + t], 128, r1);
        PRISM_CALL(publish_then_peek, tile, tile + 64, in[base + t] * 3 + r1[0], 64, r2);
        PRISM_GROUP(THREAD(1)) { acc = r1[0] * 5 + r2[0]; }
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
    for (int blk = 0; blk * 128 < n; blk++) {
        const int32_t *v = in + blk * 128;
        int32_t tile[128], r1[128], r2[128];
        for (int t = 0; t < 128; t++)
            tile[t] = v[t];
        for (int t = 0; t < 128; t++)
            r1[t] = tile[(t + 1) % 128];
        for (int t = 0; t < 128; t++)
            tile[t] = v[t] * 3 + r1[t];
        for (int t = 0; t < 128; t++)
            r2[t] = tile[64 + (t + 1) % 64];
        for (int t = 0; t < 128; t++)
            out[blk * 128 + t] = r1[t] * 5 + r2[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(reuse_helper_two_names, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): one tile passed to a helper as dst and as src
 *
 * check-error-start
 * check-error-end
 */
