/*
 * adv_h5_shared_scalar_block_store.cu - a `__shared__` scalar assigned in
 * block code (every thread of the block stores it) and read back as the
 * trip count of a barrier loop, CUDA's `s_trip = k + 1; for (i < s_trip)
 * __syncthreads()` without the `if (threadIdx.x == 0)`.
 *
 * The checker types a `__shared__` scalar as a block[1] variable: a store
 * in block code is accepted as a uniform assignment and its reads are
 * uniform.  But it is one location in shared memory, written by all 128
 * threads: SPEC 6.1 says a store needs thread[1] ownership (P040), and
 * that a plain write to a `__device__` scalar, "one variable for the
 * whole grid, not a register of each thread", is P040 "since no thread
 * owns it"; a `__shared__` scalar is the block's one variable in the same
 * way (SPEC 6.1: "__shared__ variables are block[1]", SPEC 6.2: block
 * memory), which the SPEC does not spell out.  On the emulator the
 * checked build's stores race (ThreadSanitizer: the 128 writes of line
 * `s_trip = k + 1`), and the conservative build, whose barriers are at
 * construct boundaries only, hangs: a fast warp's `s_trip = 0` lands
 * while others still read the trip count (barrier-exit: threads 98-124
 * wait at __syncthreads while the rest returned).  SPEC 1 promises that
 * build is correct for what the checker accepts (SPEC 7 does name the
 * limit: two accesses no construct separates).  Marked P040 at the two
 * stores, by analogy with the `__device__` rule; its reads are thread[1]
 * values (SPEC 5.2), so the loop bound is P032 and the block[1] copy P030.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
__shared__ int s_trip;
PRISM_KERNEL(h5_shared_scalar_rounds, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        (void)t;
        for (int k = 0; k < 4; k++) {
            s_trip = k + 1; /* error P040 */
            for (int i = 0; i < s_trip; i++) { /* error P032 */
                PRISM_GROUP(THREAD(1)) { v += in[g] + i; }
                prism_syncthreads();
            }
            s_trip = 0; /* error P040 */
            PRISM_AT(BLOCK(1)) const int z = s_trip; /* error P030 */
            if (z)
                prism_syncthreads();
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
        const int32_t *bin = in + b * 128;
        int32_t *bout = out + b * 128;
        (void)bin;
        for (int t = 0; t < 128; t++) {
            int32_t x = 0;
            for (int k = 0; k < 4; k++) for (int i = 0; i < k + 1; i++) x += bin[t] + i;
            bout[t] = x;
        }

    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_shared_scalar_rounds, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 (hole): a __shared__ scalar stored by every thread of block code, read as a trip count
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_shared_scalar_block_store.cu:40:13: error: write to 's_trip', a __shared__ variable: one location for the whole block, which no thread owns; update it with an atomic, or allocate it with PRISM_SHARED and write it through a partition or PRISM_ONE_CLAIM [P040]
adv_h5_shared_scalar_block_store.cu:40:13: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h5_shared_scalar_block_store.cu:40:13: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_h5_shared_scalar_block_store.cu:40:13: note: see: prism-check --explain P040
adv_h5_shared_scalar_block_store.cu:41:33: error: the condition of 'for' reads the __shared__ variable 's_trip', which other threads may change at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h5_shared_scalar_block_store.cu:43:17: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h5_shared_scalar_block_store.cu:41:33: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_h5_shared_scalar_block_store.cu:41:33: note: see: prism-check --explain P032
adv_h5_shared_scalar_block_store.cu:45:13: error: write to 's_trip', a __shared__ variable: one location for the whole block, which no thread owns; update it with an atomic, or allocate it with PRISM_SHARED and write it through a partition or PRISM_ONE_CLAIM [P040]
adv_h5_shared_scalar_block_store.cu:45:13: note: at stake: two threads could write the same element without owning it: a data race the barriers do not order
adv_h5_shared_scalar_block_store.cu:45:13: note: fix: take ownership first, in the code at the buffer's perspective, around the thread code that stores: PRISM_PARTITION(mine, buf, THREAD(1), PRISM_ID(THREAD(1))) { PRISM_GROUP(THREAD(1)) { mine[0] = v; } } (a grid-stride loop: docs/GUIDE.md, 'grid-stride loops'); for one value one thread writes (a flag, a counter), PRISM_ONE_CLAIM(c, buf) { c[0] = v; }
adv_h5_shared_scalar_block_store.cu:46:42: error: 'z' at block[1] cannot receive a thread[1] value (from the __shared__ variable 's_trip', which other threads may change): values flow only from broader to narrower [P030]
adv_h5_shared_scalar_block_store.cu:46:42: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_h5_shared_scalar_block_store.cu:46:42: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_h5_shared_scalar_block_store.cu:46:42: note: see: prism-check --explain P030
 * check-error-end
 */
