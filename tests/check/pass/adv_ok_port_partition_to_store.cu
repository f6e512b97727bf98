/*
 * adv_ok_port_partition_to_store.cu - the legal look-alikes of
 * fail/adv_port_blocked_store_overlap, adv_port_warp_store_slice_overlap,
 * adv_port_producer_arm_helper_store and adv_port_c_helper_store_across_arms:
 * a writable pointer reaches a callee that stores through it only as a
 * partition's narrowed name (a thread's window, a warp's slice), at
 * exactly the parameter's perspective, and a plain C helper stores only
 * through a thread's own window from thread[1] code; pointers the callee
 * only reads (const parameters, a memcpy source) may stay the block's.
 */
#include "prism.h"
#include "prism_lib.h"
#include <string.h>

static inline void put(int32_t *p, int32_t v)
{
    *p = v;
}

static inline int32_t get(const int32_t *p)
{
    return *p;
}

PRISM_KERNEL(stage_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(2048),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 256;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_SHARED(int32_t, wtile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
        PRISM_AT(THREAD(1)) int32_t items[4];
        PRISM_CALL(prism_thread_load_i32, items, in + base + 4 * t, 4);
        PRISM_PARTITION(mine, tile, THREAD(1), 4 * t) {
            PRISM_CALL(prism_thread_store_i32, mine, items, 4);
        }
        PRISM_PARTITION(slice, wtile, THREAD(32), warp * 128) {
            PRISM_CALL(prism_warp_store_direct_i32, slice, items, 4);
        }
        PRISM_PARTITION(one, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { put(one, items[0] + get(wtile + t)); }
        }
        PRISM_AT(THREAD(1)) int32_t word = 0;
        PRISM_GROUP(THREAD(1)) {
            memcpy(&word, tile + ((t + 1) & 255), sizeof word);
            acc = word + wtile[t] + get(wtile + ((t + 64) & 255));
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: adversarial port legal: partitions handed to library and plain C stores, block pointers only read
 *
 * check-error-start
 * check-error-end
 */
