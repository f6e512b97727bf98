/*
 * adv_ok_local_addr_reads.cu - pointers to uniform locals that cannot
 * make them differ across threads (the legal side of
 * adv_h4_local_addr_*.cu).
 *
 * A block[1] or warp[32] local is each thread's register; a thread[1]
 * pointer to it that only reads (`const int *`), and a thread's pointer
 * to its own thread[1] locals (a ?: of two, an array of them, a local
 * array's decay) leave every uniform value uniform.  SPEC 6.1: only a
 * writable pointer narrower than the local it points into is P040.
 */
#include "prism.h"

PRISM_DEVICE(void, ok_addr_reads, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) int a = 2, b = 3;
    PRISM_AT(BLOCK(1)) int cfg[2] = {2, 3};
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int s = 0;
    PRISM_GROUP(THREAD(1)) {
        const int *q = t ? &a : &b;
        const int *c = cfg;
        int x = 0, y = 1;
        int own[2] = {0, 1};
        int *r = t ? &x : &y;
        int *pp[2] = {&x, &y};
        int *po = own;
        *r = *q + c[1];
        *pp[1] = t;
        po[0] = x + y;
        s = own[0];
    }
    for (int i = 0; i < a + cfg[0]; i++)
        prism_syncthreads();
}
/*
 * check-name: adversarial legal: const pointers to uniform locals, writable ones to the thread's own
 *
 * check-error-start
 * check-error-end
 */
