/*
 * adv_port_warp_store_slice_overlap.cu - a block staging its items in
 * shared memory warp by warp with the library's warp store (CUB's
 * WarpStore into a per-warp slice of TempStorage), ported with the
 * slice stride of a 2-items-per-thread version: tile + warp * 64 for 4
 * items per lane (128 per warp).  Consecutive warps' slices overlap by
 * half: warp w + 1 overwrites the upper 64 elements warp w wrote, or not,
 * depending on timing, and the block's reads see either (a write-write
 * race between warps).  The warp function's destination is thread[32]
 * memory; `tile + warp * 64` hands the block's writable tile to each warp
 * with no partition: P073 (SPEC 3.2; the partition
 * PRISM_PARTITION(ws, tile, THREAD(32), warp * 64) would be P067's
 * overlapping windows).
 */
#include "prism.h"
#include "prism_lib.h"

PRISM_KERNEL(warp_stage, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 1024);
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) int32_t items[4];
        PRISM_CALL(prism_thread_load_i32, items, in + 4 * g, 4);
        PRISM_CALL(prism_warp_store_direct_i32, tile + warp * 64, items, 4); /* error P073 */
        PRISM_GROUP(THREAD(1)) { v = tile[t]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: per-warp slices of a shared tile handed to the warp store by pointer arithmetic, overlapping
 * check-exit-value: 1
 *
 * check-error-start
adv_port_warp_store_slice_overlap.cu:29:49: error: pointer argument into 'tile' (block[1]) given to parameter 'dst' at thread[32] of 'prism_warp_store_direct_i32', which may write through it: writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by pointer arithmetic [P073]
../../../lib-cub-like/warp/gen/warp_store_i32.h:13:14: note: parameter 'dst' is declared thread[32] here
adv_port_warp_store_slice_overlap.cu:29:49: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
adv_port_warp_store_slice_overlap.cu:29:49: note: fix: hand 'prism_warp_store_direct_i32' its part with a partition around the call, in the code that owns 'tile': PRISM_PARTITION(dst_part, tile, THREAD(32), offset) { PRISM_CALL(prism_warp_store_direct_i32, ..., dst_part, ...); } (the offset from ids at least as broad as thread[32])
adv_port_warp_store_slice_overlap.cu:29:49: note: see: prism-check --explain P073
 * check-error-end
 */
