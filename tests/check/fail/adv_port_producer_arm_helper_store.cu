/*
 * adv_port_producer_arm_helper_store.cu - a warp-specialized port: warp 0
 * (the producer) computes values and stores them into a shared buffer
 * through the library's per-thread store, warp 1 (the consumer) reads
 * them, each in its own arm of a split, as the CUDA original did with a
 * named barrier between them that the port dropped.  The arms run
 * concurrently and nothing orders them: warp 1 reads the buffer before
 * warp 0 has written it (stale or uninitialised shared memory).  A direct
 * store `buf[lane] = v` in the arm is P040, a claim of buf used in both
 * arms P063; handed to a thread[1] parameter as `buf + lane`, the
 * block's writable pointer is stored through with no owner: P073 (SPEC
 * 3.2).
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(ws_pair, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(128),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, buf, 32);
        PRISM_SPLIT(WARP) {
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                v = v * 3 + 1;
                PRISM_CALL(prism_thread_store_i32, buf + lane, &v, 1); /* error P073 */
            }
            PRISM_CASE(1) {
                PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
                PRISM_GROUP(THREAD(1)) { v += buf[lane]; }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: a producer arm stores the block's buffer through a thread[1] library call, the consumer arm reads it
 * check-exit-value: 1
 * check-known-to-fail
 *
 * check-error-start
adv_port_producer_arm_helper_store.cu:28:0: error: P073 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
