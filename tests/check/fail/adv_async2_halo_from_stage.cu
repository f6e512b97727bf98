/*
 * adv_async2_halo_from_stage.cu - a circular stencil tile with a halo:
 * after the copies of the 32 chunks, the last thread fills the halo (the
 * four floats past the end) by copying chunk 0 "from the stage itself"
 * with one more cp.async.  Chunk 0 is another thread's copy, still in
 * flight and not even committed (the scope commits at its end, so no
 * cp.async.wait_group can cover it), and cp.async reads only the global
 * state space: a shared address as its source reads unrelated global
 * memory.  The halo must come from the global source.  SPEC 6.5: the
 * async name is the destination that the copies fill; read, even as a
 * copy's source, it is memory whose transfer is not complete (P065).
 */
#include "prism.h"

PRISM_DEVICE(float, halo_tile, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_SHARED(float, tile, 132);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_ASYNC(t_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            prism_cp_async16(t_a + 4 * t, src + 4 * t);
            if (t == 31)
                prism_cp_async16(t_a + 128, t_a); /* error P065 */
        }
    }
    PRISM_AT(THREAD(1)) const float r = tile[4 * t + 1] + tile[4 * t + 4];
    return r;
}
/*
 * check-name: adversarial: a halo copied by cp.async from the stage whose copies are in flight
 * check-exit-value: 1
 *
 * check-error-start
adv_async2_halo_from_stage.cu:24:45: error: 't_a' names memory in flight: it may only be passed to an asynchronous-copy intrinsic [P065]
adv_async2_halo_from_stage.cu:24:45: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
adv_async2_halo_from_stage.cu:24:45: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
adv_async2_halo_from_stage.cu:24:45: note: see: prism-check --explain P065
 * check-error-end
 */
