/*
 * tests/emu/t_barrier.c - block barriers that must hold: __syncthreads,
 * named barriers, split barriers (bar.arrive / bar.sync) and prism_mbar_t.
 *
 * Writers yield (__nanosleep) before writing, so a barrier that let a
 * reader through early would show a stale value.
 */
#include "check.h"

/* Yield k times: reorders the block's threads without changing results. */
#define SHUFFLE_ORDER(k)                       \
    for (unsigned y_ = 0; y_ < (k); y_++)      \
        __nanosleep(1)

/*
 * Rotate values through shared memory `rounds` times; each round needs
 * both barriers (read-after-write and write-after-read).
 */
PRISM_KERNEL(k_rotate, ANY_SHAPE, PRISM_SMEM(4096), PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, rounds, GRID(1)))
PRISM_UNSAFE {
    int *s = prism_smem_at(0, 4096);
    unsigned n = blockDim.x, t = threadIdx.x;
    int v = (int)(t + 1000u * blockIdx.x);
    for (int r = 0; r < rounds; r++) {
        SHUFFLE_ORDER(t % 3);
        s[t] = v;
        __syncthreads();
        v = s[(t + 1) % n];
        __syncthreads();
    }
    out[blockIdx.x * n + t] = v;
}

static void test_syncthreads(void)
{
    static const unsigned sizes[] = {1, 17, 32, 65, 96, 1000, 1024};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        unsigned n = sizes[i], grid = 3;
        int rounds = 5;
        int *out = xcalloc((size_t)n * grid, sizeof *out);
        int rc = PRISM_LAUNCH(k_rotate, grid, n, out, rounds);
        int bad = -1;
        for (unsigned b = 0; b < grid && bad < 0; b++)
            for (unsigned t = 0; t < n; t++)
                if (out[b * n + t] != (int)((t + (unsigned)rounds) % n + 1000u * b)) {
                    bad = (int)(b * n + t);
                    break;
                }
        char name[64];
        snprintf(name, sizeof name, "syncthreads/block%u", n);
        check(name, rc == 0 && bad < 0, "rc %d, first wrong output %d", rc, bad);
        free(out);
    }
}

/*
 * Warps 0-1 and warps 2-3 each rotate within their own 64 threads through
 * named barriers 1 and 2: neither group waits for the other.
 */
PRISM_KERNEL(k_named, ANY_SHAPE, PRISM_SMEM(512), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    int *s = prism_smem_at(0, 512);
    unsigned t = threadIdx.x, group = t / 64, base = group * 64;
    SHUFFLE_ORDER(t % 5);
    s[t] = (int)t * 7;
    prism_bar_named(1 + group, 64);
    out[t] = s[base + (t - base + 5) % 64];
}

static void test_named(void)
{
    int out[128];
    memset(out, 0, sizeof out);
    int rc = PRISM_LAUNCH(k_named, 1, 128, out);
    int bad = -1;
    for (int t = 0; t < 128 && bad < 0; t++)
        if (out[t] != ((t / 64) * 64 + (t % 64 + 5) % 64) * 7)
            bad = t;
    check("named/two-groups", rc == 0 && bad < 0, "rc %d, first wrong thread %d", rc, bad);
}

/*
 * Split barrier: warp 0 produces (slowly) and arrives at barrier 1
 * without waiting; warp 1 syncs on it and consumes.  The consumer gets
 * there first, so bar.sync must really wait for the producer's arrival.
 */
PRISM_KERNEL(k_split, ANY_SHAPE, PRISM_SMEM(256), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    int *s = prism_smem_at(0, 256);
    unsigned t = threadIdx.x;
    for (int round = 0; round < 3; round++) {
        if (t < 32) {
            SHUFFLE_ORDER(20);
            s[t] = round * 100 + (int)t;
            prism_bar_arrive(1, 64);
            prism_bar_named(2, 64); /* wait until the consumer has read */
        } else {
            prism_bar_named(1, 64);
            out[round * 32 + t - 32] = s[63 - t];
            prism_bar_arrive(2, 64);
        }
    }
}

static void test_split(void)
{
    int out[96];
    memset(out, 0, sizeof out);
    int rc = PRISM_LAUNCH(k_split, 1, 64, out);
    int bad = -1;
    for (int r = 0; r < 3 && bad < 0; r++)
        for (int i = 0; i < 32; i++)
            if (out[r * 32 + i] != r * 100 + (31 - i)) {
                bad = r * 32 + i;
                break;
            }
    check("split/arrive-sync", rc == 0 && bad < 0, "rc %d, first wrong output %d", rc, bad);
}

/* prism_mbar_t over three phases; the last thread to arrive is a slow one. */
PRISM_KERNEL(k_mbar, ANY_SHAPE, PRISM_SMEM(1024), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    prism_mbar_t *m = prism_smem_at(0, 16);
    int *s = prism_smem_at(16, 1024);
    unsigned t = threadIdx.x, n = blockDim.x;
    if (t == 0)
        prism_mbar_init(m, n);
    __syncthreads();
    int sum = 0;
    for (int phase = 0; phase < 3; phase++) {
        SHUFFLE_ORDER(t == n - 1 ? 10u : 0u);
        s[t] = phase * 1000 + (int)t;
        unsigned token = prism_mbar_arrive(m);
        if (t % 2)
            prism_mbar_wait(m, token);
        else
            while (!prism_mbar_test_wait(m, token))
                __nanosleep(10);
        sum += s[(t + 7) % n];
        __syncthreads(); /* everyone read before the next phase writes */
    }
    out[t] = sum;
}

static void test_mbar(void)
{
    int out[200];
    memset(out, 0, sizeof out);
    int n = 200, rc = PRISM_LAUNCH(k_mbar, 1, 200, out);
    int bad = -1;
    for (int t = 0; t < n && bad < 0; t++)
        if (out[t] != 3000 + 3 * ((t + 7) % n))
            bad = t;
    check("mbarrier/three-phases", rc == 0 && bad < 0, "rc %d, first wrong thread %d", rc, bad);
}

/* __syncthreads_count / _and / _or, twice in a row (the counts must not leak). */
PRISM_KERNEL(k_sync_ops, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned t = threadIdx.x;
    SHUFFLE_ORDER(t % 3);
    int c1 = __syncthreads_count(t % 3 == 0);
    int c2 = __syncthreads_count(t < 5);
    int a = __syncthreads_and(t < 1000);
    int a2 = __syncthreads_and(t != 7);
    int o = __syncthreads_or(t == 9);
    int o2 = __syncthreads_or(0);
    out[t] = c1 * 1000000 + c2 * 10000 + a * 1000 + a2 * 100 + o * 10 + o2;
}

static void test_sync_ops(void)
{
    int out[100];
    int rc = PRISM_LAUNCH(k_sync_ops, 1, 100, out), bad = -1;
    for (int t = 0; t < 100 && bad < 0; t++)
        if (out[t] != 34 * 1000000 + 5 * 10000 + 1000 + 0 + 10 + 0)
            bad = t;
    check("syncthreads/count-and-or", rc == 0 && bad < 0, "rc %d, thread %d got %d", rc, bad, bad < 0 ? 0 : out[bad]);
}

int main(void)
{
    test_sync_ops();
    test_syncthreads();
    test_named();
    test_split();
    test_mbar();
    return 0;
}
