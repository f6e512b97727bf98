/*
 * adv_ok_port_out_params_own.cu - the legal look-alikes of
 * fail/adv_port_frexp_block_exponent, adv_port_c_helper_out_param,
 * adv_port_thread_load_into_block_scalar, adv_port_match_all_pred_block
 * and adv_port_one_thread_out_param: every out-parameter lands in a
 * variable no broader than what is written (thread[1] locals for
 * per-thread values, a thread[32] flag for the warp's match predicate,
 * a block[1] exponent computed from a grid[1] header in block code), and
 * only uniform values steer the loops around barriers.
 */
#include "prism.h"
#include "prism_lib.h"

static inline void decode(int *len, int *flags, int word)
{
    *len = word & 0xff;
    *flags = word >> 8;
}

PRISM_KERNEL(out_params_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, hdr, GRID(1)), PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float x = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int mine = 0;
        PRISM_AT(THREAD(1)) const float mant = frexpf(x, &mine);
        PRISM_AT(THREAD(1)) int len = 0, flags = 0;
        decode(&len, &flags, hdr[g]);
        PRISM_AT(THREAD(1)) int32_t word = 0;
        PRISM_CALL(prism_thread_load_i32, &word, hdr + g, 1);
        PRISM_AT(BLOCK(1)) int e = 0;
        PRISM_AT(THREAD(1)) const float m = frexpf((float)hdr[b], &e);
        PRISM_GROUP(THREAD(32)) {
            PRISM_AT(THREAD(32)) int same = 0;
            (void)__match_all_sync(0xffffffffu, (unsigned)(len + flags + word), &same);
            if (same)
                x += mant * m;
        }
        for (int r = 0; r < (e & 7); r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = x * 0.5f + (float)mine; }
            }
            PRISM_GROUP(THREAD(1)) { x = tile[t ^ 1]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = x; }
    }
}
/*
 * check-name: adversarial port legal: out-parameters into variables no broader than what they receive
 *
 * check-error-start
 * check-error-end
 */
