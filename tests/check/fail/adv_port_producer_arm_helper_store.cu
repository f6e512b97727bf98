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
 *
 * check-error-start
adv_port_producer_arm_helper_store.cu:28:52: error: pointer argument into 'buf' (block[1]) given to parameter 'dst' at thread[1] of 'prism_thread_store_i32', which may write through it: writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by pointer arithmetic [P073]
../../../lib-cub-like/thread/gen/thread_store_i32.h:14:14: note: parameter 'dst' is declared thread[1] here
adv_port_producer_arm_helper_store.cu:28:52: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
adv_port_producer_arm_helper_store.cu:28:52: note: fix: hand 'prism_thread_store_i32' its part with a partition around the call, in the code that owns 'buf': PRISM_PARTITION(dst_part, buf, THREAD(1), offset) { PRISM_CALL(prism_thread_store_i32, ..., dst_part, ...); } (the offset from ids at least as broad as thread[1])
adv_port_producer_arm_helper_store.cu:28:52: note: see: prism-check --explain P073
 * check-error-end
 */
