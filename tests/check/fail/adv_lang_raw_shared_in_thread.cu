/*
 * adv_lang_raw_shared_in_thread.cu - a raw `__shared__` array declared
 * inside a thread's group, as if each thread got its own: a `__shared__`
 * variable has one instance per block whatever scope declares it, so the
 * block's 128 threads all store into s[0] and read it back - a race; the
 * value read is any thread's.  SPEC 6.2: shared memory belongs to a
 * block: `s` is block[1] memory wherever it is declared (the register-array
 * rule of SPEC 5.1 must not apply to shared storage), and a store into it
 * without a partition is P040, and the declaration in code narrower
 * than the block is P050 (SPEC 6.2, as PRISM_SHARED there would be).
 */
#include "prism.h"

PRISM_KERNEL(mine, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            __shared__ int32_t s[1]; /* error P050 */
            s[0] = in[g] * 2; /* error P040 */
            o[0] = s[0] + 1;
        }
    }
}
/*
 * check-name: adversarial lang: a raw __shared__ array declared in thread[1] code, taken for per-thread scratch
 * check-exit-value: 1
 *
 * check-error-start
adv_lang_raw_shared_in_thread.cu:20:32: error: __shared__ variable 's' declared in code at thread[1]: shared memory is one copy per block, which each thread[1] unit here would take for its own; declare it (or PRISM_SHARED) in block[1] code and give each unit its part with PRISM_PARTITION [P050]
adv_lang_raw_shared_in_thread.cu:20:32: note: at stake: shared memory is one allocation per block: code narrower than a block would allocate it per thread or warp
adv_lang_raw_shared_in_thread.cu:20:32: note: fix: move PRISM_SHARED to block[1] code (the function's top level, outside groups and splits); per-warp scratch is the block's allocation partitioned: PRISM_SHARED(float, s, 32 * NWARPS) in block code, then PRISM_PARTITION(ws, s, THREAD(32), PRISM_ID(THREAD(32)) * 32)
adv_lang_raw_shared_in_thread.cu:20:32: note: see: prism-check --explain P050
adv_lang_raw_shared_in_thread.cu:21:13: error: store through 's', which is block[1] data: only a thread[1] pointer (from a partition) may be written [P040]
adv_lang_raw_shared_in_thread.cu:21:13: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_lang_raw_shared_in_thread.cu:21:13: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_lang_raw_shared_in_thread.cu:21:13: note: see: prism-check --explain P040
 * check-error-end
 */
