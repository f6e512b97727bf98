/*
 * tests/emu/t_atomics.c - atomics from many blocks at once (blocks run on
 * several OS threads, so a non-atomic read-modify-write would lose
 * updates) and on shared memory.
 */
#include "check.h"

struct counters {
    int add_i;
    unsigned add_u, sub_u;
    unsigned long long add_ull;
    float add_f;
    double add_d;
    int min_i, max_i;
    unsigned min_u, max_u;
    long long min_ll;
    unsigned long long max_ull;
    unsigned and_u, or_u, xor_u;
    unsigned long long or_ull;
    unsigned inc_u, dec_u;
    int exch_i;
    int cas_i;
    int lock, locked_sum;
    unsigned scoped_u;  /* every _block and _system form once per thread */
    int scoped_max;
    unsigned scoped_inc;
};

PRISM_KERNEL(k_atomics, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(struct counters *, c, GRID(1)))
PRISM_UNSAFE {
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&c->add_i, 1);
    atomicAdd(&c->add_u, 2u);
    atomicSub(&c->sub_u, 1u);
    atomicAdd(&c->add_ull, 1ull << 33);
    atomicAdd(&c->add_f, 1.0f);
    atomicAdd(&c->add_d, 0.5);
    atomicMin(&c->min_i, (int)g - 5000);
    atomicMax(&c->max_i, (int)g * 3);
    atomicMin(&c->min_u, g + 17u);
    atomicMax(&c->max_u, g ^ 0x5555u);
    atomicMin(&c->min_ll, -((long long)g << 34));
    atomicMax(&c->max_ull, (unsigned long long)g << 40);
    atomicAnd(&c->and_u, ~(1u << (g % 32)) | (g < 32 ? 0u : 1u << (g % 32)));
    atomicOr(&c->or_u, 1u << (g % 32));
    atomicXor(&c->xor_u, 1u << (g % 8));
    atomicOr(&c->or_ull, 1ull << (g % 64));
    atomicInc(&c->inc_u, 99u);
    atomicDec(&c->dec_u, 99u);
    atomicExch(&c->exch_i, 7);
    /* The scoped forms (SPEC 6.7) build and act as the device-wide ones. */
    atomicAdd_system(&c->scoped_u, 2u);
    atomicSub_system(&c->scoped_u, 1u);
    atomicMax_block(&c->scoped_max, (int)g);
    atomicMax_system(&c->scoped_max, (int)g);
    (void)atomicMin_block(&c->scoped_max, 1 << 30);
    (void)atomicMin_system(&c->scoped_max, 1 << 30);
    (void)atomicAnd_block(&c->and_u, ~0u);
    (void)atomicOr_block(&c->or_u, 0u);
    (void)atomicXor_block(&c->xor_u, 0u);
    (void)atomicAnd_system(&c->and_u, ~0u);
    (void)atomicOr_system(&c->or_u, 0u);
    (void)atomicXor_system(&c->xor_u, 0u);
    (void)atomicExch_block(&c->exch_i, 7);
    (void)atomicExch_system(&c->exch_i, 7);
    (void)atomicCAS_block(&c->lock, 5, 5);
    (void)atomicCAS_system(&c->lock, 5, 5);
    /* With val ~0u inc and dec are +1 and -1 modulo 2^32. */
    (void)atomicInc_block(&c->scoped_inc, ~0u);
    (void)atomicInc_system(&c->scoped_inc, ~0u);
    (void)atomicDec_block(&c->scoped_inc, ~0u);
    (void)atomicDec_system(&c->scoped_inc, ~0u);
    (void)atomicInc_block(&c->scoped_inc, ~0u);
    atomicAdd_block(&c->scoped_u, 1u);
    atomicSub_block(&c->scoped_u, 1u);
    /* CAS loop: add 3 */
    int old = c->cas_i, assumed;
    do {
        assumed = old;
        old = atomicCAS(&c->cas_i, assumed, assumed + 3);
    } while (old != assumed);
    /* A spin lock across blocks around a non-atomic update. */
    while (atomicCAS(&c->lock, 0, 1) != 0)
        __nanosleep(10);
    __threadfence();
    c->locked_sum += 2;
    __threadfence();
    atomicExch(&c->lock, 0);
}

static void test_global(void)
{
    unsigned grid = 64, block = 96, n = grid * block; /* 6144 threads */
    struct counters *c = xcalloc(1, sizeof *c);
    c->sub_u = n;
    c->min_i = 1 << 30;
    c->max_i = -1;
    c->min_u = ~0u;
    c->and_u = ~0u;
    int rc = PRISM_LAUNCH(k_atomics, grid, block, c);
    unsigned max_xor = 0;
    for (unsigned g = 0; g < n; g++)
        max_xor = (g ^ 0x5555u) > max_xor ? g ^ 0x5555u : max_xor;
    check("atomics/rc", rc == 0, "launch returned %d", rc);
    check("atomics/add-int", c->add_i == (int)n, "%d", c->add_i);
    check("atomics/add-unsigned", c->add_u == 2 * n, "%u", c->add_u);
    check("atomics/sub-unsigned", c->sub_u == 0, "%u", c->sub_u);
    check("atomics/add-ull", c->add_ull == (unsigned long long)n << 33, "%llu", c->add_ull);
    check("atomics/add-float", c->add_f == (float)n, "%g", (double)c->add_f);
    check("atomics/add-double", c->add_d == 0.5 * n, "%g", c->add_d);
    check("atomics/min-max", c->min_i == -5000 && c->max_i == 3 * ((int)n - 1) && c->min_u == 17u &&
                                 c->max_u == max_xor && c->min_ll == -((long long)(n - 1) << 34) &&
                                 c->max_ull == (unsigned long long)(n - 1) << 40,
          "min_i %d max_i %d min_u %u max_u %u", c->min_i, c->max_i, c->min_u, c->max_u);
    check("atomics/and-or-xor", c->and_u == 0 && c->or_u == ~0u && c->xor_u == 0 && c->or_ull == ~0ull,
          "and %#x or %#x xor %#x or64 %#llx", c->and_u, c->or_u, c->xor_u, c->or_ull);
    /* inc wraps to 0 after 99: n increments from 0 end at n % 100; dec from 0 wraps to 99 first. */
    check("atomics/inc-dec", c->inc_u == n % 100 && c->dec_u == (100 - n % 100) % 100, "inc %u dec %u", c->inc_u,
          c->dec_u);
    check("atomics/exch-cas", c->exch_i == 7 && c->cas_i == 3 * (int)n, "exch %d cas %d", c->exch_i, c->cas_i);
    check("atomics/scoped-forms", c->scoped_u == n && c->scoped_max == (int)n - 1 && c->scoped_inc == n,
          "sum %u max %d inc %u", c->scoped_u, c->scoped_max, c->scoped_inc);
    check("atomics/spinlock", c->locked_sum == 2 * (int)n && c->lock == 0, "sum %d lock %d", c->locked_sum, c->lock);
    free(c);
}

/* A histogram in shared memory, merged into global memory with atomics. */
PRISM_KERNEL(k_hist, ANY_SHAPE, PRISM_SMEM(64), PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int, n, GRID(1)),
             PRISM_PARAM(unsigned *, hist, GRID(1)))
PRISM_UNSAFE {
    unsigned *h = prism_smem_at(0, 64);
    if (threadIdx.x < 16)
        h[threadIdx.x] = 0;
    __syncthreads();
    for (int i = (int)(blockIdx.x * blockDim.x + threadIdx.x); i < n; i += (int)(gridDim.x * blockDim.x)) {
        atomicAdd(&h[in[i] % 16], 1u);
        if (i % 7 == 0)
            __nanosleep(1); /* interleave the block's threads */
    }
    __syncthreads();
    if (threadIdx.x < 16)
        atomicAdd(&hist[threadIdx.x], h[threadIdx.x]);
}

static void test_shared(void)
{
    int n = 100003;
    int *in = xcalloc((size_t)n, sizeof *in);
    unsigned hist[16] = {0}, want[16] = {0};
    for (int i = 0; i < n; i++) {
        in[i] = (i * 7919) % 1000;
        want[in[i] % 16]++;
    }
    int rc = PRISM_LAUNCH(k_hist, 13, 80, in, n, hist);
    check("atomics/shared-histogram", rc == 0 && memcmp(hist, want, sizeof hist) == 0, "rc %d, bin 0 %u want %u", rc,
          hist[0], want[0]);
    free(in);
}

int main(void)
{
    test_global();
    test_shared();
    return 0;
}
