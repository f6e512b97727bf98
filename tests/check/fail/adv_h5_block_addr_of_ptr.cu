/*
 * adv_h5_block_addr_of_ptr.cu - a pointer to a block[1] local pointer,
 * made in block code (`int32_t *const *pp = &tp`), read back and
 * partitioned.  Written by the h5 pass as legal by SPEC 6.1 ("a pointer
 * to const, or to a local no broader than the pointer, is legal"); kept
 * rejected, and SPEC 5.1 decides it: a local's address is each thread's
 * own (every thread's copy lives at its own address), so it is a
 * thread[1] value, and a block[1] pointer cannot receive it (P030).  A
 * block[1] pointer to a local would also reach a PRISM_DEVICE's block[1]
 * pointer parameter, where it would be partitioned like the block's
 * memory.  Write the tile pointer itself (`int32_t *q = tp`), or take the
 * address in thread[1] code for reading (the const view below, legal).
 */
#include "prism.h"

PRISM_DEVICE(int32_t, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int32_t, x, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    int32_t *tp = tile;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    int32_t *const *pp = &tp; /* error P030 */
    int32_t *q = *pp;
    PRISM_PARTITION(w, q, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { w[0] = x; }
    }
    const int32_t *ctp = tile;
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(THREAD(1)) {
        const int32_t *const *cp = &ctp;
        r = (*cp)[(t + 1) % 128];
    }
    return r;
}
/*
 * check-name: adversarial h5: a block[1] pointer to a block[1] local pointer (a local's address is each thread's own)
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_block_addr_of_ptr.cu:22:21: error: 'pp' at block[1] cannot receive a thread[1] value (from the address of local 'tp'): values flow only from broader to narrower [P030]
adv_h5_block_addr_of_ptr.cu:22:21: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_h5_block_addr_of_ptr.cu:22:21: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_h5_block_addr_of_ptr.cu:22:21: note: see: prism-check --explain P030
 * check-error-end
 */
