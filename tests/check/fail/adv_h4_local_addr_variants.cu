/*
 * adv_h4_local_addr_variants.cu - uniform locals written by some threads
 * through pointers to them: a `?:` of two addresses, an element of a local
 * array of pointers, a warp's variable written by one lane, and a block[1]
 * value parameter.
 *
 * Each local is a register of each thread, so a store by some threads
 * changes their copies only, and the loops the locals bound (barriers,
 * shuffles) are run a different number of times by the threads of the
 * unit: a hang, or shuffles reading lanes that have left the loop.  The
 * same locals handed to `memcpy`, a plain helper or a PRISM_CALL by
 * address draw P030 (SPEC 5.1), and `struct R *rp = &r` of a block[1]
 * struct P040 (SPEC 6.1); a store through a pointer variable made in
 * thread code is accepted.  The pointer is marked at the line that takes
 * the broader local's address into a narrower pointer, as the struct
 * case is today.
 */
#include "prism.h"

PRISM_DEVICE(void, h4_addr_select, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) int a = 2, b = 3;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        int *q = t ? &a : &b;                  /* error P040 */
        *q = 7;
        int x = 0;
        int *pp[2] = {&x, &b};                 /* error P040 */
        *pp[1] = t;
    }
    for (int i = 0; i < a + b; i++)
        prism_syncthreads();
}

PRISM_DEVICE(float, h4_addr_warp_steps, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(32)) int steps = 3;
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = v;
    PRISM_GROUP(THREAD(1)) {
        int *ps = &steps;                      /* error P040 */
        *ps -= lane & 1;
    }
    for (int i = 0; i < steps; i++)
        s += prism_shfl_xor(s, 1 << i);
    return s;
}

/* A block[1] value parameter is a local of each thread too. */
PRISM_DEVICE(void, h4_addr_param, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        int *pn = &n;                          /* error P040 */
        *pn = t;
    }
    for (int i = 0; i < n; i++)
        prism_syncthreads();
}
/*
 * check-name: adversarial h4 (hole): uniform locals written through a ?: of addresses, a pointer array, a lane's pointer
 * check-exit-value: 1
 *
 * check-error-start
adv_h4_local_addr_variants.cu:25:14: error: 'q' at thread[1] takes a pointer into 'a' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_h4_local_addr_variants.cu:25:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h4_local_addr_variants.cu:25:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_h4_local_addr_variants.cu:25:14: note: see: prism-check --explain P040
adv_h4_local_addr_variants.cu:28:14: error: 'pp' at thread[1] takes a pointer into 'b' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_h4_local_addr_variants.cu:28:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h4_local_addr_variants.cu:28:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_h4_local_addr_variants.cu:42:14: error: 'ps' at thread[1] takes a pointer into 'steps' (thread[32]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_h4_local_addr_variants.cu:42:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h4_local_addr_variants.cu:42:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_h4_local_addr_variants.cu:56:14: error: 'pn' at thread[1] takes a pointer into 'n' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_h4_local_addr_variants.cu:56:14: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h4_local_addr_variants.cu:56:14: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
 * check-error-end
 */
