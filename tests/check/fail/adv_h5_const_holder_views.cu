/*
 * adv_h5_const_holder_views.cu - the block's writable tile pointer taken
 * out of block[1] holders through read-only views made in thread code:
 * a pointer to a const struct holding it (`const V *vp = &tv; vp->p`), a
 * pointer to an array of const pointers (`int32_t *const *pa = arr;
 * pa[0]`) a cast of the local's address (`*(int32_t *const *)&tp`) and the
 * address of the struct's member (`int32_t *const *pm = &tv.p; *pm`).
 *
 * Each read gives a writable pointer to the block's tile, typed thread[1]
 * (SPEC 5.2: a read through a pointer to const has the meet of the
 * pointer's and the index's perspectives), and each thread stores through
 * it with no partition: thread t writes slots t, t+3 and t+5, which
 * other threads write too, and nothing orders the writes against later
 * reads (the inference charges them to no memory: see
 * adv_h5_ptr_to_const_ptr, which races on the emulator).  SPEC 6.1: "a
 * local struct, a local array of pointers ... keep the perspective of the
 * pointers put in them ... taking it out of a broader one into a narrower
 * pointer (float *p = (float *)u) is rejected at that step" (P041); only
 * a holder *nothing can be written through* launders nothing, and these
 * hold writable pointers.  The checker rejects the direct stores
 * (`vp->p[i] = x`, `pa[0][i] = x`) but accepts the copies.
 * Closed: a load through a local pointer that can only point at the
 * thread's locals reads those locals (alias_graph.c): out of a holder it
 * is P041, out of a pointer variable (`*pp` with pp = &tp) the copy of
 * the block's pointer itself, P040, as `int32_t *q = tp` is.
 */
#include "prism.h"

typedef struct { int32_t *p; int n; } V;

PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512), PRISM_PARAM(int32_t, x, THREAD(1)))
{
    PRISM_SHARED(int32_t, tile, 128);
    int32_t *tp = tile;
    V tv = {tile, 128};
    int32_t *const arr[1] = {tile};
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        const V *vp = &tv;
        int32_t *q1 = vp->p; /* error P041 */
        q1[t] = x;
        int32_t *const *pa = arr;
        int32_t *q2 = pa[0]; /* error P041 */
        q2[(t + 3) % 128] = x;
        int32_t *q3 = *(int32_t *const *)&tp; /* error P040 */
        q3[(t + 5) % 128] = x;
        int32_t *const *pm = &tv.p;
        int32_t *q4 = *pm; /* error P041 */
        q4[(t + 7) % 128] = x;
    }
}
/*
 * check-name: adversarial h5 (hole): writable tile pointers copied out of block[1] holders through read-only views
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_const_holder_views.cu:40:18: error: 'q1' at thread[1] takes a pointer out of 'tv' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
adv_h5_const_holder_views.cu:35:7: note: 'tv' holds a pointer into 'tile'
adv_h5_const_holder_views.cu:40:18: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_h5_const_holder_views.cu:40:18: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_h5_const_holder_views.cu:40:18: note: see: prism-check --explain P041
adv_h5_const_holder_views.cu:43:18: error: 'q2' at thread[1] takes a pointer out of 'arr' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
adv_h5_const_holder_views.cu:36:20: note: 'arr' holds a pointer into 'tile'
adv_h5_const_holder_views.cu:43:18: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_h5_const_holder_views.cu:43:18: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_h5_const_holder_views.cu:45:18: error: 'q3' at thread[1] takes a pointer into 'tp' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_h5_const_holder_views.cu:45:18: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h5_const_holder_views.cu:45:18: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_h5_const_holder_views.cu:45:18: note: see: prism-check --explain P040
adv_h5_const_holder_views.cu:48:18: error: 'q4' at thread[1] takes a pointer out of 'tv' (block[1]): a holder keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
adv_h5_const_holder_views.cu:35:7: note: 'tv' holds a pointer into 'tile'
adv_h5_const_holder_views.cu:48:18: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_h5_const_holder_views.cu:48:18: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
 * check-error-end
 */
