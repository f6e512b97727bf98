/*
 * adv_port_early_return_thread.cu - the bounds guard `if (i >= n)
 * return;` at the top of a kernel whose body then stages a tile in shared
 * memory behind a barrier.  In the last, partial block the threads past n
 * have exited while the rest wait at __syncthreads(): undefined
 * behaviour (on recent GPUs the barrier counts exited threads, on others
 * it hangs; either way a thread that reads its neighbour's slot reads a
 * value nobody wrote).  The guard's condition is thread[1] in grid[1]
 * code: P032.  (The legal whole-block return is
 * adv_ok_port_block_early_return.)
 */
#include "prism.h"

PRISM_KERNEL(shift_left, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    if (i >= n) /* error P032 */
        return;
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, tile, 1024);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[i]; }
        }
        PRISM_GROUP(THREAD(1)) { v = tile[(t + 1) % (int)PRISM_NTHREADS()]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: per-thread early return at the kernel's top before a block barrier
 * check-exit-value: 1
 *
 * check-error-start
adv_port_early_return_thread.cu:19:9: error: the condition of 'if' reads 'i' at thread[1] in code at grid[1]: threads of one grid[1] could take different paths [P032]
adv_port_early_return_thread.cu:18:35: note: 'i' is declared thread[1] here
adv_port_early_return_thread.cu:19:9: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
adv_port_early_return_thread.cu:19:9: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
adv_port_early_return_thread.cu:19:9: note: see: prism-check --explain P032
 * check-error-end
 */
