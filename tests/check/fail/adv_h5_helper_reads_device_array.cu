/*
 * adv_h5_helper_reads_device_array.cu - a plain C helper that returns an
 * element of a `__device__` array (a phase flag another block keeps
 * incrementing with atomics), used in block code as the condition of a
 * __syncthreads.
 *
 * Each thread reads g_d[0] at its own time, so threads of one block take
 * different paths around the barrier.  SPEC 3.2: a plain helper whose
 * body reads "a variable other threads may change (__device__, static,
 * __shared__)" gives a thread[1] result; the checker applies it when the
 * helper reads a `__device__` scalar (P032 on `get_s()`-style helpers)
 * but not an element of a `__device__` array (nor of a static local or
 * `__shared__` array: adv_h5_shared_reads_in_helpers).  On the emulator
 * the runs depend on scheduling: the conservative build stopped with
 * barrier divergence (threads 0-44 and 46-63 of block 2 at the
 * __syncthreads, thread 45 elsewhere), and another run of the checked
 * build with barrier-exit (threads 51-53 of block 2 left the kernel while
 * the rest waited); the race detector reports the read against the
 * atomics.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

__device__ int g_d[2];

/* the current phase, as a plain helper reads it */
static __device__ int phase(void) { return g_d[0] & 1; }

PRISM_KERNEL(h5_helper_array_read, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(BLOCK(1)) {
        if (b == 0) {
            PRISM_GROUP(THREAD(1)) {
                for (int r = 0; r < 2000; r++)
                    atomicAdd(&g_d[0], 1);
            }
        } else {
            for (int r = 0; r < 200; r++) {
                if (phase()) /* error P032 */ /* error P108 */
                    prism_syncthreads();
                PRISM_GROUP(THREAD(1)) { v += 1; }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v + in[g] * 0;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    (void)in;
    for (int i = 0; i < n; i++)
        out[i] = i < 64 ? 0 : 200;
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_helper_array_read, n / 64, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial h5 (hole): a plain helper returning a __device__ array element steers a barrier
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_helper_reads_device_array.cu:45:26: error: 'g_d' is accessed after an atomic on it at grid[1]: other blocks may still be applying theirs, and no barrier orders blocks; read the result in a later kernel [P108]
adv_h5_helper_reads_device_array.cu:41:30: note: atomic applied here
adv_h5_helper_reads_device_array.cu:45:26: note: 'phase' uses 'g_d' by its name
adv_h5_helper_reads_device_array.cu:45:26: note: at stake: two threads updating one word without an owner, or a plain read racing with other blocks' atomics
adv_h5_helper_reads_device_array.cu:45:26: note: fix: apply the atomic from thread[1] code, where every thread applies it (PRISM_GROUP(THREAD(1)) { atomicAdd(&count[0], v); }), or PRISM_ONE { ... } for once per unit; read grid-level results in a later kernel
adv_h5_helper_reads_device_array.cu:45:26: note: see: prism-check --explain P108
adv_h5_helper_reads_device_array.cu:45:21: error: the condition of 'if' reads the result of 'phase', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read) at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_h5_helper_reads_device_array.cu:46:21: note: at stake: this 'prism_syncthreads' would run on only some threads of each block[1]: the others never reach it
adv_h5_helper_reads_device_array.cu:45:21: note: fix: a barrier you wrote under the condition: delete it (the checker places the barriers memory needs); a collective (shuffle, vote, library reduce or scan): call it unconditionally, by every thread of the unit, and use its result under the condition (v = __shfl_down_sync(...); if (lane < k) s += v;); else compute the condition at the code's perspective (from unit-wide values: __syncthreads_or or __syncthreads_count of a predicate, the library's prism_block_reduce_uniform_OP_T); for one thread of the unit (if (lane == 0) ...) use PRISM_ONE { ... }, or PRISM_ONE_CLAIM(x, part) { ... } to write through a part; for per-thread work without collectives, narrow the code first: PRISM_GROUP(THREAD(1)) { if (...) ... }
adv_h5_helper_reads_device_array.cu:45:21: note: see: prism-check --explain P032
 * check-error-end
 */
