/*
 * adv_run_local_address_helper_reads.cu - helpers handed the address of a
 * block[1] local array that only read through it (SPEC 3.2): walking it
 * with a local pointer up to `p + k`, finding an element and returning its
 * distance from the start, testing it against null, copying its bytes
 * with memcpy, passing an offset of it on to another helper, subtracting
 * it from the pointer a nested helper made from it.
 * None uses the address as a number, so each result is
 * block[1] and may steer a barrier: the look-alike of
 * fail/local_address_helper_flows.cu.  Run three ways.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include <stdint.h>
#include <string.h>

__device__ int sum_to(const int32_t *p, int k)
{
    int s = 0;
    for (const int32_t *q = p, *end = p + k; q < end; q++)
        s += *q;
    return s;
}
__device__ int index_of(const int32_t *p, int32_t key)
{
    const int32_t *q = p;
    while (*q != key)
        q++;
    return (int)(q - p);
}
__device__ int first_or(const int32_t *p, int d) { return p != NULL ? p[0] : d; }
/* a nested helper's pointer made from p alone, less p: an offset (red team rt26) */
__device__ const int32_t *find_at(const int32_t *p, int n, int32_t key)
{
    for (int i = 0; i < n; i++)
        if (p[i] == key)
            return p + i;
    return p + n;
}
__device__ int index_via(const int32_t *p) { return (int)(find_at(p, 4, 1) - p); }
__device__ int tail_sum(const int32_t *p) { return sum_to(p + 1, 3); }
/* a compile-time size learns nothing of the address (red team rt29) */
__device__ int sized(const int32_t *p) { return __builtin_object_size(p, 0) == (size_t)-1 ? 0 : 0; }
/* the builtin gives back its first argument: a pointer made from p alone (red team rt28) */
__device__ int aligned_below(const int32_t *p) { return (const int32_t *)__builtin_assume_aligned(p, 4) < p + 1; }
__device__ int32_t copied(const int32_t *p)
{
    int32_t v;
    memcpy(&v, p + 2, sizeof v);
    return v;
}

PRISM_KERNEL(local_address_helper_reads, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)),
             PRISM_SMEM(512), PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const int t = g % 64;
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 64);
        PRISM_AT(BLOCK(1)) int32_t cfg[4] = {n % 7, n % 5, n % 3, 1};
        PRISM_AT(BLOCK(1)) const int a = sum_to(cfg, 4);
        PRISM_AT(BLOCK(1)) const int b = index_of(cfg, 1);
        PRISM_AT(BLOCK(1)) const int c = first_or(cfg, -1);
        PRISM_AT(BLOCK(1)) const int d = tail_sum(cfg);
        PRISM_AT(BLOCK(1)) const int e = copied(cfg);
        PRISM_AT(BLOCK(1)) const int f = sum_to(cfg + 1, 2);
        PRISM_AT(BLOCK(1)) const int i2 = index_via(cfg);
        PRISM_AT(BLOCK(1)) const int i3 = aligned_below(cfg);
        PRISM_AT(BLOCK(1)) const int i4 = sized(cfg);
        PRISM_AT(BLOCK(1)) const int shift = (a + b + c + d + e + f + i2 + i3 + i4) % 64;
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[g]; }
        }
        /* every thread reads its neighbour's slot, `shift` along: the barrier the steered values allow */
        if (shift >= 0)
            __syncthreads();
        PRISM_GROUP(THREAD(1)) { acc = tile[(t + shift) % 64]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    int cfg[4] = {n % 7, n % 5, n % 3, 1};
    int a = cfg[0] + cfg[1] + cfg[2] + cfg[3], b = 3;
    for (int i = 0; i < 4; i++)
        if (cfg[i] == 1) {
            b = i;
            break;
        }
    int shift = (a + b + cfg[0] + (cfg[1] + cfg[2] + cfg[3]) + cfg[2] + cfg[1] + cfg[2] + b + 1) % 64;
    for (int i = 0; i < n; i++)
        out[i] = in[(i / 64) * 64 + (i % 64 + shift) % 64];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(local_address_helper_reads, 2, 64, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 128, 128);
}
/*
 * check-name: adversarial legal (runnable): helpers that read through a block[1] local's address
 *
 * check-error-start
 * check-error-end
 */
