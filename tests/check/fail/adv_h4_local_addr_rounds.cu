/*
 * adv_h4_local_addr_rounds.cu - a block[1] trip count changed by one
 * thread through the local's address.
 *
 * `rounds` is declared PRISM_AT(BLOCK(1)): the checker lets it bound a
 * loop that holds barriers (the partitions' exit barriers).  In CUDA a
 * local is a register of each thread, so `int *pr = &rounds; *pr = 2;`
 * in thread 0's code changes thread 0's copy only: thread 0 then runs two
 * rounds and the other 127 threads one.  On a GPU thread 0 waits at a
 * barrier the rest of its block never reaches (a hang, or undefined
 * behaviour of bar.sync once the others exit), and its second round reads
 * slots nobody rewrote.
 *
 * SPEC 5.1 (P031: a block[1] variable cannot be assigned in thread[1]
 * code; P030), 6.1 (P040: a store through a pointer needs thread[1]
 * ownership of what it points to; the struct version `struct R *rp = &r;
 * rp->n = ...` is P040 today).  The checker accepts the scalar version:
 * the address of a local is taken as a thread[1] value, so the store
 * through `pr` in thread[1] code passes, and nothing marks `rounds` as
 * written below its perspective.  The reference is what the programmer
 * meant (one `rounds` for the block, 2).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

PRISM_KERNEL(h4_addr_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int rounds = 1;
        PRISM_GROUP(THREAD(1)) {
            int *pr = &rounds;              /* error P040 */
            if (t == 0)
                *pr = 2;                    /* thread 0's register only */
            v = in[g];
        }
        for (int r = 0; r < rounds; r++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = v; }
            }
            PRISM_GROUP(THREAD(1)) { v += tile[(t + 1) % 128]; }
        }
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
    for (int b = 0; b * 128 < n; b++) {
        int32_t v[128], w[128];
        for (int t = 0; t < 128; t++)
            v[t] = in[b * 128 + t];
        for (int r = 0; r < 2; r++) {
            for (int t = 0; t < 128; t++)
                w[t] = v[t];
            for (int t = 0; t < 128; t++)
                v[t] += w[(t + 1) % 128];
        }
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = v[t];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h4_addr_rounds, 4, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h4 (runnable; hole: the emulator reports barrier-exit in both builds): a block[1] trip count written by one thread through the local's address
 * check-exit-value: 1
 *
 * check-error-start
adv_h4_local_addr_rounds.cu:38:18: error: 'pr' at thread[1] takes a pointer into 'rounds' (block[1]): writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM, not by assignment [P040]
adv_h4_local_addr_rounds.cu:38:18: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h4_local_addr_rounds.cu:38:18: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_h4_local_addr_rounds.cu:38:18: note: see: prism-check --explain P040
 * check-error-end
 */
