/* Every Prism construct, as the parser reads it (the AST dump below). */
#include "prism.h"
#define WARPS 2

PRISM_DEVICE(float, lane_sum, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, v, THREAD(32)))
{
    return v[PRISM_ID(THREAD(1))];
}

PRISM_UNSAFE PRISM_DEVICE(void, raw, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
    asm volatile("nop;");
}

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(WARPS)), PRISM_SMEM(lane_sum_prism_smem + 512),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const unsigned b = PRISM_ID(BLOCK(1));
    PRISM_PARTITION(o, out, BLOCK(1), b * 128) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float, buf, 128);
            PRISM_SPLIT(WARP) {
                PRISM_CASE(1) {
                    PRISM_CLAIM_NOSYNC(mine, buf, WARP(1)) {
                        (void)PRISM_CALL(lane_sum, mine);
                    }
                }
                PRISM_CASE(3) {
                    PRISM_ASYNC(dst, buf) {
                        PRISM_SYNC();
                    }
                }
            }
            PRISM_GROUP(WARPGROUP(1)) {
                (void)PRISM_NTHREADS();
            }
            PRISM_UNSAFE {
                (void)o;
            }
        }
    }
}

int launch(float *out)
{
    return PRISM_LAUNCH(k, 4, 128, out);
}
/*
 * check-name: parse-prism
 * check-command: $PRISM_CHECK -Iinclude --parse-only --dump-ast $file
 * check-exit-value: 0
 * check-output-start
(device lane_sum (bound thread[32]) (smem 0)
  (param v const float * @thread[32])
  (block (return (index (var v) (id thread[1])))))
(device raw (bound thread[1]) (smem 0) unsafe
  (block (asm)))
(kernel k (bound grid[1] block[1] blockdim[128] thread[64]) (smem 512)
  (param out float * @grid[1])
  (block (decl (declarator b const unsigned @block[1] (id block[1]))) (partition o block[1] (var out) (mul (var b) (num 128)) (block (group block[1] (block (shared buf float 128) (split WARP (block (arm 1 (block (claim mine thread[32] nosync (var buf) (block (expr (cast void (prism-call lane_sum (var mine)))))))) (arm 3 (block (async dst (var buf) (block (expr (sync)))))))) (group thread[128] (block (expr (cast void (nthreads))))) (unsafe (block (expr (cast void (var o)))))))))))
(function launch
  (param out float *)
  (block (return (launch k (num 4) (num 128) (var out)))))
 * check-output-end
 */
