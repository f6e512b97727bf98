/*
 * tests/emu/t_misc.c - the rest of the execution model: built-in
 * variables, arguments by value, the shared arena, cp.async, progress of
 * blocks that wait on earlier blocks, deep stacks, the host API, and
 * many launches in a row.
 */
#include <stdint.h>

#include "check.h"

PRISM_KERNEL(k_ids, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(unsigned *, out, GRID(1)), PRISM_PARAM(int, arg, GRID(1)))
PRISM_UNSAFE {
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    int mine = arg;
    arg += (int)g; /* a private copy: other threads must still see the original */
    __syncthreads();
    out[g * 4 + 0] = threadIdx.x | threadIdx.y << 16;
    out[g * 4 + 1] = blockIdx.x | blockIdx.z << 16;
    out[g * 4 + 2] = blockDim.x * 1000 + gridDim.x;
    out[g * 4 + 3] = (unsigned)(arg - (int)g == mine);
}

static void test_ids(void)
{
    unsigned grid = 5, block = 33;
    unsigned *out = xcalloc(grid * block * 4, sizeof *out);
    int rc = PRISM_LAUNCH(k_ids, grid, block, out, 42);
    int bad = -1;
    for (unsigned g = 0; g < grid * block && bad < 0; g++) {
        unsigned want[4] = {g % block, g / block, block * 1000 + grid, 1};
        if (memcmp(&out[g * 4], want, sizeof want) != 0)
            bad = (int)g;
    }
    check("model/builtins-and-args-by-value", rc == 0 && bad < 0, "rc %d, wrong thread %d", rc, bad);
    free(out);
}

/*
 * The arena: exactly the budget, fresh per block, poisoned (0xA5, or zero
 * with PRISM_EMU_SMEM=zero) before the kernel writes it; blocks do not
 * see each other's data.
 */
PRISM_KERNEL(k_arena, ANY_SHAPE, PRISM_SMEM(100), PRISM_PARAM(unsigned char *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned char *s = prism_smem_at(0, 100);
    unsigned t = threadIdx.x;
    if (t < 100)
        out[blockIdx.x * 100 + t] = s[t];
    __syncthreads();
    if (t < 100)
        s[t] = (unsigned char)blockIdx.x;
}

static void test_arena(void)
{
    unsigned char out[6 * 100];
    memset(out, 0x11, sizeof out);
    const char *mode = getenv("PRISM_EMU_SMEM");
    unsigned char want = mode && strcmp(mode, "zero") == 0 ? 0x00 : 0xA5;
    int rc = PRISM_LAUNCH(k_arena, 6, 128, out);
    int bad = -1;
    for (int i = 0; i < 600 && bad < 0; i++)
        if (out[i] != want)
            bad = i;
    check("model/smem-fresh-and-poisoned", rc == 0 && bad < 0, "rc %d, byte %d is %#x", rc, bad,
          bad < 0 ? 0 : out[bad]);
}

/* The DSL's own allocation path (PRISM_SHARED) inside the budget. */
PRISM_KERNEL(k_dsl_shared, ANY_SHAPE, PRISM_SMEM(48), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, a, 4); /* bytes 0..16 */
        PRISM_SHARED(int, b, 8); /* bytes 16..48: the whole budget */
        PRISM_UNSAFE {
            unsigned t = threadIdx.x;
            if (t < 4)
                a[t] = (int)t;
            if (t < 8)
                b[t] = (int)t * 10;
            __syncthreads();
            out[t] = a[t % 4] + b[t % 8] + (int)((char *)b - (char *)a);
        }
    }
}

static void test_dsl_shared(void)
{
    int out[32];
    int rc = PRISM_LAUNCH(k_dsl_shared, 1, 32, out), bad = -1;
    for (int t = 0; t < 32 && bad < 0; t++)
        if (out[t] != t % 4 + (t % 8) * 10 + 16)
            bad = t;
    check("model/dsl-shared", rc == 0 && bad < 0, "rc %d, wrong thread %d", rc, bad);
}

/* cp.async of 4, 8 and 16 bytes into shared memory, then wait_all. */
PRISM_KERNEL(k_cp_async, ANY_SHAPE, PRISM_SMEM(1024), PRISM_PARAM(const float *, in, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)))
PRISM_UNSAFE {
    float *s = prism_smem_at(0, 1024);
    unsigned t = threadIdx.x; /* 64 threads, 4 floats each */
    if (t < 16)
        prism_cp_async16(&s[t * 4], &in[t * 4]);
    else if (t < 32) {
        prism_cp_async8(&s[t * 4], &in[t * 4]);
        prism_cp_async8(&s[t * 4 + 2], &in[t * 4 + 2]);
    } else {
        for (int i = 0; i < 4; i++)
            prism_cp_async4(&s[t * 4 + i], &in[t * 4 + i]);
    }
    prism_cp_async_commit();
    prism_async_wait_all();
    __syncthreads();
    for (int i = 0; i < 4; i++)
        out[t * 4 + i] = s[(255 - t * 4 - i)];
}

static void test_cp_async(void)
{
    float in[256], out[256];
    for (int i = 0; i < 256; i++)
        in[i] = (float)i * 0.5f;
    int rc = PRISM_LAUNCH(k_cp_async, 1, 64, in, out), bad = -1;
    for (int i = 0; i < 256 && bad < 0; i++)
        if (out[i] != in[255 - i])
            bad = i;
    check("async/cp-async-4-8-16", rc == 0 && bad < 0, "rc %d, wrong element %d", rc, bad);
}

/*
 * Decoupled look-back in miniature: block b spins (yielding) until block
 * b-1 has published its running total.  It finishes only if blocks start
 * in increasing order and the earliest unfinished block keeps running.
 */
PRISM_KERNEL(k_lookback, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, flags, GRID(1)), PRISM_PARAM(int *, total, GRID(1)))
PRISM_UNSAFE {
    unsigned b = blockIdx.x;
    __shared__ int prefix;
    if (threadIdx.x == 0) {
        int p = 0;
        if (b > 0) {
            while (!__atomic_load_n(&flags[b - 1], __ATOMIC_ACQUIRE))
                __nanosleep(50);
            p = total[b - 1];
        }
        prefix = p + (int)b;
    }
    __syncthreads();
    if (threadIdx.x == blockDim.x - 1) {
        total[b] = prefix;
        __threadfence();
        __atomic_store_n(&flags[b], 1, __ATOMIC_RELEASE);
    }
}

static void test_lookback(void)
{
    unsigned grid = 200;
    int *flags = xcalloc(grid, sizeof *flags), *total = xcalloc(grid, sizeof *total);
    int rc = PRISM_LAUNCH(k_lookback, grid, 64, flags, total), bad = -1;
    for (unsigned b = 0; b < grid && bad < 0; b++)
        if (total[b] != (int)(b * (b + 1) / 2))
            bad = (int)b;
    check("model/lookback-progress", rc == 0 && bad < 0, "rc %d, wrong block %d", rc, bad);
    free(flags);
    free(total);
}

/* 64 KiB of locals per thread on the default 256 KiB fiber stacks. */
PRISM_KERNEL(k_deep, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(unsigned *, out, GRID(1)))
PRISM_UNSAFE {
    volatile unsigned big[16384];
    for (unsigned i = 0; i < 16384; i++)
        big[i] = i * threadIdx.x;
    __syncthreads();
    unsigned s = 0;
    for (unsigned i = 0; i < 16384; i += 97)
        s += big[i];
    out[threadIdx.x] = s;
}

static void test_deep(void)
{
    unsigned out[64];
    int rc = PRISM_LAUNCH(k_deep, 1, 64, out), bad = -1;
    for (unsigned t = 0; t < 64 && bad < 0; t++) {
        unsigned s = 0;
        for (unsigned i = 0; i < 16384; i += 97)
            s += i * t;
        if (out[t] != s)
            bad = (int)t;
    }
    check("model/deep-stack", rc == 0 && bad < 0, "rc %d, wrong thread %d", rc, bad);
}

/*
 * Fiber stacks are reused from block to block and launch to launch, after
 * fibers that returned and after fibers abandoned by a failed launch.
 * Under ASan, frames left on a reused stack would show as false
 * stack-buffer errors here; in any build the sums must come out right.
 */
static int sum_volatile(volatile int *p, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}

PRISM_KERNEL(k_reuse_bad, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    volatile int local[64];
    for (int i = 0; i < 64; i++)
        local[i] = i;
    if (threadIdx.x < 16)
        __syncthreads();
    else
        __syncthreads(); /* a second site: this launch fails, its fibers are abandoned */
    out[threadIdx.x] = sum_volatile(local, 64);
}

PRISM_KERNEL(k_reuse_good, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    volatile int local[64]; /* shallow: where the last frames of a finished fiber were */
    for (int i = 0; i < 64; i++)
        local[i] = i + (int)blockIdx.x;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = sum_volatile(local, 64);
}

static void test_stack_reuse(void)
{
    int *out = xcalloc(8 * 64, sizeof *out);
    fprintf(stderr, "(t_misc: the barrier-divergence report below is expected)\n");
    int rc = 0, bad = -1;
    for (int round = 0; round < 2 && rc == 0; round++) /* clean exits, then reuse */
        rc = PRISM_LAUNCH(k_reuse_good, 8, 64, out);
    int bad_rc = PRISM_LAUNCH(k_reuse_bad, 4, 64, out);
    for (int round = 0; round < 2 && rc == 0; round++) /* reuse after abandoned fibers */
        rc = PRISM_LAUNCH(k_reuse_good, 8, 64, out);
    for (int i = 0; i < 8 * 64 && bad < 0; i++)
        if (out[i] != 2016 + 64 * (i / 64))
            bad = i;
    check("model/stack-reuse", bad_rc == PRISM_ERR_DYNAMIC && rc == 0 && bad < 0, "rc %d then %d, wrong output %d",
          bad_rc, rc, bad);
    free(out);
}

PRISM_KERNEL(k_inc, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, x, GRID(1)))
PRISM_UNSAFE {
    __syncthreads();
    atomicAdd(&x[threadIdx.x], 1);
}

static void test_host_api_and_relaunch(void)
{
    int host[256], *dev = prism_dev_alloc(sizeof host);
    check("host/alloc-aligned", dev && (uintptr_t)dev % 256 == 0, "%p", (void *)dev);
    for (int i = 0; i < 256; i++)
        host[i] = i;
    int rc = prism_copy_to_dev(dev, host, sizeof host);
    for (int i = 0; i < 500 && rc == 0; i++)
        rc = PRISM_LAUNCH(k_inc, 1 + (unsigned)i % 3, 256, dev);
    if (rc == 0)
        rc = prism_dev_sync();
    memset(host, 0, sizeof host);
    if (rc == 0)
        rc = prism_copy_to_host(host, dev, sizeof host);
    int bad = -1;
    /* launch i runs 1 + i % 3 blocks: 500 launches add 166*6 + 1 + 2 = 999 blocks' worth. */
    for (int i = 0; i < 256 && bad < 0; i++)
        if (host[i] != i + 999)
            bad = i;
    check("host/500-launches", rc == 0 && bad < 0, "rc %d, element %d = %d", rc, bad, bad < 0 ? 0 : host[bad]);
    prism_dev_free(dev);
    check("host/backend-name", strcmp(prism_backend_name(), "emulator") == 0 && prism_device_name()[0] != '\0',
          "backend %s", prism_backend_name());
    char buf[8] = "abcdefg";
    check("host/memset", prism_dev_memset(buf, 'z', 3) == 0 && strcmp(buf, "zzzdefg") == 0, "%s", buf);
}

int main(void)
{
    test_ids();
    test_arena();
    test_dsl_shared();
    test_cp_async();
    test_lookback();
    test_deep();
    test_stack_reuse();
    test_host_api_and_relaunch();
    return 0;
}
