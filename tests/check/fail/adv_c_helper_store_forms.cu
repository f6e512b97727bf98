/*
 * adv_c_helper_store_forms.cu - SPEC 3.2 and 6.1: a function without a
 * perspective signature that may write through a pointer argument stores
 * through it.  A thread's partition window given to a plain C helper (or
 * memset) from block code, outside PRISM_GROUP(THREAD(1)), is a store from
 * code that is not thread[1] (P040); the block's tile plus the thread's
 * offset given to memset is a store through block[1] memory (P040).  A
 * const source (memcpy's second argument) is only read.
 */
#include "prism.h"
#include <string.h>

static inline void put(int *p, int v)
{
    *p = v;
}

PRISM_DEVICE(void, stores, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512), PRISM_PARAM(int *, out, BLOCK(1)))
{
    PRISM_SHARED(int, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(one, tile, THREAD(1), t) {
        put(one, 1);          /* error P040 */
        memset(one, 0, 4);    /* error P040 */
    }
    PRISM_GROUP(THREAD(1)) {
        memset(tile + t, 0, 4); /* error P040 */
    }
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            put(o, tile[t]);
            memcpy(o, tile + t, 4);
        }
    }
}
/*
 * check-name: adversarial: plain C stores through partition windows from block code and through the block's tile
 * check-exit-value: 1
 *
 * check-error-start
adv_c_helper_store_forms.cu:23:13: error: 'put' may store through 'one' in code at block[1]: stores are made from thread[1] code (PRISM_GROUP(THREAD(1))) [P040]
adv_c_helper_store_forms.cu:23:13: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_c_helper_store_forms.cu:23:13: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_c_helper_store_forms.cu:23:13: note: see: prism-check --explain P040
adv_c_helper_store_forms.cu:24:16: error: 'memset' may store through 'one' in code at block[1]: stores are made from thread[1] code (PRISM_GROUP(THREAD(1))) [P040]
adv_c_helper_store_forms.cu:24:16: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_c_helper_store_forms.cu:24:16: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_c_helper_store_forms.cu:27:16: error: 'memset' may store through 'tile', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_c_helper_store_forms.cu:27:16: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_c_helper_store_forms.cu:27:16: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
