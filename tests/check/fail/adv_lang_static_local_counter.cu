/*
 * adv_lang_static_local_counter.cu - a helper counts its calls in a
 * `static` local.  In CUDA a static local of a device function has one
 * instance for the whole program (global memory), not one per thread:
 * every thread of every block does `calls = calls + 1` on the same word,
 * a read-modify-write race that loses updates, and the value it returns
 * is anybody's.  SPEC 5.1 types unannotated locals by the code
 * perspective, which assumes per-thread storage; a static local is
 * grid-wide memory (SPEC 6.7 lists `__device__` variables as memory other
 * threads reach), and assigning it in thread[1] code is write-down, P031.
 * (The SPEC does not mention `static` locals: see the report.)
 */
#include "prism.h"

PRISM_DEVICE(int, count_calls, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0))
{
    static int calls = 0;
    calls = calls + 1; /* error P040 */
    return calls;
}

PRISM_KERNEL(counted, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = PRISM_CALL(count_calls); }
    }
}
/*
 * check-name: adversarial lang: a static local counter in a device function (one word for the whole grid)
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_static_local_counter.cu:18:5: error: write to 'calls', a static local: one variable for the whole grid, which no thread owns; update it with an atomic, or pass memory the kernel partitions [P040]
adv_lang_static_local_counter.cu:18:5: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_static_local_counter.cu:18:5: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lang_static_local_counter.cu:18:5: note: see: prism-check --explain P040
 * check-error-end
 */
