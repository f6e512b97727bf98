/*
 * tests/emu/faults.cu - kernel code that faults, one case per run
 * (`faults CASE`), built like any kernel for the emulator (gcc -x c with
 * the project's CFLAGS, -fstack-clash-protection included).  Each case
 * must end the process with status 5 and one report naming the kernel,
 * block, thread, the faulting line (SITE:name markers) and what was hit;
 * tests/suites/31-emu-faults.sh checks that.  A case that returns from
 * its launch prints "launch returned N" and, where a neighbour's data
 * could have been overwritten, whether it was ("CORRUPTED").
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism.h"

#define ANY_SHAPE PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1))

/*
 * A 260 KiB frame in thread 1: larger than the whole 256 KiB stack, so
 * without probing it would land in thread 0's stack, below thread 1's
 * guard.  Thread 0 keeps a canary there across the barrier.
 */
__device__ __attribute__((noinline)) static int big_frame(int seed)
{
    volatile char buf[260 * 1024];
    for (unsigned i = 0; i < sizeof buf; i += 512)
        buf[i] = (char)(seed + (int)i);
    return buf[seed & 1023];
}

PRISM_KERNEL(fault_bigframe, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    volatile int canary[64];
    for (int i = 0; i < 64; i++)
        canary[i] = 0x5a5a + i;
    __syncthreads();
    if (threadIdx.x == 1)
        out[1] = big_frame((int)threadIdx.x);
    __syncthreads();
    for (int i = 0; i < 64; i++)
        if (canary[i] != 0x5a5a + i)
            out[0] = 1;
}

/* Plain deep recursion: small frames, many of them. */
__device__ __attribute__((noinline)) static int deep(volatile int *n)
{
    volatile int pad[16]; /* SITE:recurse */
    pad[0] = *n;
    if (--*n <= 0)
        return pad[0];
    return deep(n) + pad[0];
}

PRISM_KERNEL(fault_recurse, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    volatile int n = threadIdx.x == 3 ? 1 << 24 : 10;
    out[threadIdx.x] = deep(&n);
}

/* Thread 5 of block 1 stores through a null pointer; the others through a good one. */
PRISM_KERNEL(fault_null, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    int *p = blockIdx.x == 1 && threadIdx.x == 5 ? (int *)0 : out;
    p[threadIdx.x + 8] = 1; /* SITE:null */
}

/* Thread i stores out[i + shift]: the last thread one past the end (shift 1), or before the start (-1). */
PRISM_KERNEL(fault_store, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, shift, GRID(1)))
PRISM_UNSAFE {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    out[(int)gid + shift] = (int)gid; /* SITE:store */
}

/* Thread 3 of block 1 fails an assert(): a device-side assert. */
PRISM_KERNEL(fault_assert, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    out[threadIdx.x] = (int)threadIdx.x;
    assert(blockIdx.x != 1 || threadIdx.x != 3); /* SITE:assert */
}

/* Every thread loads in[i]: a freed buffer. */
PRISM_KERNEL(fault_load, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    out[gid] = in[gid]; /* SITE:load */
}

/*
 * cp.async that PTX leaves undefined: thread 7 gives a 16-byte copy a
 * source size of 20 (how = 0), or copies 16 bytes from an address 4 bytes
 * off (how = 1); every other thread makes a good copy.
 */
PRISM_KERNEL(fault_cp_async, ANY_SHAPE, PRISM_SMEM(1024), PRISM_PARAM(const int *, in, GRID(1)),
             PRISM_PARAM(int, how, GRID(1)))
PRISM_UNSAFE {
    int *s = prism_smem_at(0, 1024);
    unsigned t = threadIdx.x;
    int bad = t == 7;
    prism_cp_async16z(&s[t * 4], &in[t * 4 + (bad && how == 1 ? 1 : 0)], bad && how == 0 ? 20u : 16u); /* SITE:cp-async */
    prism_cp_async_commit();
    prism_async_wait_all();
}

static int *dev_ints(size_t n)
{
    int *d = (int *)prism_dev_alloc(n * sizeof *d);
    if (!d || prism_dev_memset(d, 0, n * sizeof *d) != PRISM_OK) {
        fprintf(stderr, "faults: cannot allocate %zu ints\n", n);
        exit(2);
    }
    return d;
}

static int run(const char *name)
{
    if (!strcmp(name, "bigframe")) {
        int *out = dev_ints(64);
        int rc = PRISM_LAUNCH(fault_bigframe, 1, 2, out); /* SITE:launch-bigframe */
        int flag = 0;
        prism_copy_to_host(&flag, out, sizeof flag);
        if (flag)
            printf("CORRUPTED: thread 0's locals changed\n");
        return rc;
    }
    if (!strcmp(name, "recurse")) {
        int *out = dev_ints(64);
        return PRISM_LAUNCH(fault_recurse, 1, 8, out);
    }
    if (!strcmp(name, "null")) {
        int *out = dev_ints(64);
        return PRISM_LAUNCH(fault_null, 2, 32, out);
    }
    if (!strcmp(name, "overrun") || !strcmp(name, "underrun")) {
        int *out = dev_ints(4 * 256); /* 4 KiB: a page, its end on the guard */
        return PRISM_LAUNCH(fault_store, 4, 256, out, !strcmp(name, "overrun") ? 1 : -1);
    }
    if (!strcmp(name, "assert")) {
        int *out = dev_ints(64);
        return PRISM_LAUNCH(fault_assert, 2, 32, out);
    }
    if (!strcmp(name, "freed")) {
        int *in = dev_ints(256), *out = dev_ints(256);
        prism_dev_free(in);
        return PRISM_LAUNCH(fault_load, 2, 128, in, out);
    }
    if (!strcmp(name, "cp-async-size") || !strcmp(name, "cp-async-align")) {
        int *in = dev_ints(256);
        return PRISM_LAUNCH(fault_cp_async, 1, 32, in, !strcmp(name, "cp-async-size") ? 0 : 1);
    }
    fprintf(stderr, "faults: unknown case %s\n", name);
    return 2;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: faults CASE\n");
        return 2;
    }
    /* Buffered when stdout is a file: the fault's exit must still write it (31-emu-faults: emu-fault/stdout-kept). */
    printf("faults: case %s\n", argv[1]);
    int rc = run(argv[1]);
    printf("launch returned %d\n", rc);
    return rc;
}
