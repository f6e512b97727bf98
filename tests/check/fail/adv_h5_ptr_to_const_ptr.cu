/*
 * adv_h5_ptr_to_const_ptr.cu - the block's tile pointer taken out of a
 * block[1] local through a `T *const *` made in thread code.
 *
 * `tp` is a block[1] local holding the writable tile pointer.  In
 * thread[1] code, `int32_t *const *pp = &tp` is a pointer to const (the
 * const is on the pointer `tp`, not on the tile), which SPEC 6.1 allows
 * as a copy ("a pointer to const ... is legal").  But what it reads back,
 * `*pp` (or `pp[0]`), is the writable tile pointer, and SPEC 5.2 gives a
 * read through a pointer to const the meet of the pointer's and index's
 * perspectives: thread[1].  So each thread gets a thread[1] pointer to
 * the block's tile with no partition, and stores through it: thread t
 * writes slot t+1, which thread t+1 reads in the next group.  SPEC 6.1:
 * "ownership cannot be laundered (P041)": taking a writable pointer out
 * of a broader holder into a narrower pointer is rejected at that step
 * (and SPEC 6.1's "a writable pointer narrower than the local made from
 * its address ... is P040 at the copy").  The checker accepts it; the
 * store is charged to no memory, so the checked build has no barrier
 * between the write and the read: on the emulator the checked build races
 * (ThreadSanitizer) and reads the poisoned arena (MISMATCH out[0]); the
 * conservative build is clean.
 * Closed: a load through a local pointer that can only point at the
 * thread's locals reads those locals (alias_graph.c): out of a holder it
 * is P041, out of a pointer variable (`*pp` with pp = &tp) the copy of
 * the block's pointer itself, P040, as `int32_t *q = tp` is.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h5_cptr, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        int32_t *tp = tile;
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_GROUP(THREAD(1)) {
            int32_t *const *pp = &tp;
            int32_t *q = *pp; /* error P040 */
            q[(t + 1) % 128] = in[g];
        }
        PRISM_GROUP(THREAD(1)) {
            int32_t *const *pp2 = &tp;
            int32_t *r = pp2[0]; /* error P040 */
            r[t] += 1;
        }
        PRISM_GROUP(THREAD(1)) { v = tile[t]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128;
        out[i] = in[b * 128 + (t + 127) % 128] + 1;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_cptr, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 (hole): a writable tile pointer read back through a pointer to a const pointer
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_ptr_to_const_ptr.cu:43:22: error: 'q' at thread[1] takes a pointer into 'tp' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_h5_ptr_to_const_ptr.cu:43:22: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h5_ptr_to_const_ptr.cu:43:22: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_h5_ptr_to_const_ptr.cu:43:22: note: see: prism-check --explain P040
adv_h5_ptr_to_const_ptr.cu:48:22: error: 'r' at thread[1] takes a pointer into 'tp' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_h5_ptr_to_const_ptr.cu:48:22: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h5_ptr_to_const_ptr.cu:48:22: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
