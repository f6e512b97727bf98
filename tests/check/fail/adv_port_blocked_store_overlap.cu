/*
 * adv_port_blocked_store_overlap.cu - CUB's StoreDirectBlocked into a
 * shared tile, ported with the library's per-thread store and a wrong
 * stride: each thread stores its 4 items at tile + t * 2 (the stride of a
 * 2-item version of the kernel).  Neighbouring threads' windows overlap:
 * thread t and thread t + 1 both write tile[2t + 2], tile[2t + 3], and
 * which value survives depends on scheduling (a write-write race; the
 * block's later reads see either).  Written with a partition the overlap
 * is P067; handed to the callee as `tile + t * 2`, a writable pointer
 * into the block's tile goes to a thread[1] parameter that stores
 * through it with no scope around it: P073 (SPEC 3.2: a non-const
 * pointer argument must have exactly the parameter's perspective, "because
 * the callee may store through it and ownership must not silently
 * widen"; SPEC 6.1: `int *p = tile + t * 2;` is P040).
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(stage_blocked, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 256) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, tile, 256);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_thread_load_i32, items, in + base + 4 * t, 4);
            PRISM_CALL(prism_thread_store_i32, tile + t * 2, items, 4); /* error P073 */
            PRISM_PARTITION(o, ob, THREAD(1), 4 * t) {
                PRISM_GROUP(THREAD(1)) {
                    for (int k = 0; k < 4; k++)
                        o[k] = tile[(4 * t + k + 64) % 256];
                }
            }
        }
    }
}
/*
 * check-name: adversarial port: blocked store into a shared tile through the library's thread store with an overlapping stride
 * check-exit-value: 1
 *
 * check-error-start
adv_port_blocked_store_overlap.cu:29:48: error: pointer argument into 'tile' (block[1]) given to parameter 'dst' at thread[1] of 'prism_thread_store_i32', which may write through it: writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by pointer arithmetic [P073]
../../../lib-cub-like/thread/gen/thread_store_i32.h:14:14: note: parameter 'dst' is declared thread[1] here
adv_port_blocked_store_overlap.cu:29:48: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
adv_port_blocked_store_overlap.cu:29:48: note: fix: hand 'prism_thread_store_i32' its part with a partition around the call, in the code that owns 'tile': PRISM_PARTITION(dst_part, tile, THREAD(1), offset) { PRISM_CALL(prism_thread_store_i32, ..., dst_part, ...); } (the offset from ids at least as broad as thread[1])
adv_port_blocked_store_overlap.cu:29:48: note: see: prism-check --explain P073
 * check-error-end
 */
