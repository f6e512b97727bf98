/*
 * bench/emu_bench.c - the host emulator's speed on the kernels that stress
 * it most: barrier-heavy and shuffle-heavy ones, where every thread
 * switches fibers at every collective.
 *
 * The figure of merit is thread-barrier events per second: one thread
 * passing one collective is one event, so a launch of G blocks of B
 * threads that runs R barriers counts G * B * R.  It is reported as the
 * counter "events_per_second" and as Google Benchmark's items_per_second
 * (what bench/plot.sh plots).  Names follow FIGURE/IMPL/ARGS:
 *   emu/syncthreads/BLOCK     __syncthreads in a loop
 *   emu/bar_named/BLOCK       bar.sync 1+w/2, 64 (pairs of warps)
 *   emu/shfl_xor/BLOCK        a butterfly of __shfl_xor_sync
 *   emu/ballot/BLOCK          __ballot_sync in a loop
 *   emu/mma/BLOCK             mma.sync.m16n8k8 tf32 (per lane: one event)
 * Wall-clock time: launches run on several OS threads.
 */
#include "gbench.h"

#include <stdio.h>
#include <stdlib.h>

#include "prism.h"

#define ROUNDS 64 /* collectives per thread per launch */
#define NBLOCKS 8 /* blocks per launch: enough for every OS thread */

PRISM_KERNEL(bm_k_sync, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(4096),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, rounds, GRID(1)))
PRISM_UNSAFE {
    unsigned *s = prism_smem_at(0, 4096);
    unsigned t = threadIdx.x, v = t;
    for (int r = 0; r < rounds; r += 2) {
        s[t] = v;
        __syncthreads();
        v += s[(t + 1) % blockDim.x]; /* unsigned: wraps, as it may */
        __syncthreads();
    }
    out[blockIdx.x * blockDim.x + t] = (int)(v & 0x7fffffffu);
}

PRISM_KERNEL(bm_k_named, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(64)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, rounds, GRID(1)))
PRISM_UNSAFE {
    unsigned pair = threadIdx.x / 64;
    for (int r = 0; r < rounds; r++)
        prism_bar_named(1 + pair % 15, 64);
    out[blockIdx.x * blockDim.x + threadIdx.x] = rounds;
}

PRISM_KERNEL(bm_k_shfl, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, rounds, GRID(1)))
PRISM_UNSAFE {
    unsigned v = threadIdx.x;
    for (int r = 0; r < rounds; r++)
        v += __shfl_xor_sync(0xffffffffu, v, 1 << (r % 5));
    out[blockIdx.x * blockDim.x + threadIdx.x] = (int)(v & 0x7fffffffu);
}

PRISM_KERNEL(bm_k_ballot, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, rounds, GRID(1)))
PRISM_UNSAFE {
    unsigned acc = 0;
    for (int r = 0; r < rounds; r++)
        acc += __ballot_sync(0xffffffffu, (threadIdx.x + (unsigned)r) % 3 == 0);
    out[blockIdx.x * blockDim.x + threadIdx.x] = (int)acc;
}

PRISM_KERNEL(bm_k_mma, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, rounds, GRID(1)))
PRISM_UNSAFE {
    float a[4] = {1, 2, 3, 4}, b[2] = {0.5f, 0.25f}, c[4] = {0, 0, 0, 0};
    for (int r = 0; r < rounds; r++)
        prism_mma_m16n8k8_tf32(c, a, b, c);
    out[blockIdx.x * blockDim.x + threadIdx.x] = (int)c[0];
}

typedef int (*launch_fn)(int *out, unsigned block, int rounds);

static int run_sync(int *out, unsigned block, int rounds)
{
    return PRISM_LAUNCH(bm_k_sync, NBLOCKS, block, out, rounds);
}
static int run_named(int *out, unsigned block, int rounds)
{
    return PRISM_LAUNCH(bm_k_named, NBLOCKS, block, out, rounds);
}
static int run_shfl(int *out, unsigned block, int rounds)
{
    return PRISM_LAUNCH(bm_k_shfl, NBLOCKS, block, out, rounds);
}
static int run_ballot(int *out, unsigned block, int rounds)
{
    return PRISM_LAUNCH(bm_k_ballot, NBLOCKS, block, out, rounds);
}
static int run_mma(int *out, unsigned block, int rounds)
{
    return PRISM_LAUNCH(bm_k_mma, NBLOCKS, block, out, rounds);
}

static void bm_collective(gb_state_t *st, void *user)
{
    launch_fn launch = (launch_fn)user;
    unsigned block = (unsigned)gb_arg(st, 0);
    int *out = calloc((size_t)NBLOCKS * block, sizeof *out);
    if (!out) {
        gb_skip_with_error(st, "out of memory");
        return;
    }
    while (gb_keep_running(st)) {
        int rc = launch(out, block, ROUNDS);
        if (rc != 0) {
            gb_skip_with_error(st, "launch failed");
            break;
        }
    }
    double events = (double)NBLOCKS * (double)block * (double)ROUNDS;
    gb_counter(st, "events_per_second", events, GB_RATE_PER_ITER);
    gb_items_processed(st, gb_iterations_done(st) * (int64_t)events);
    gb_label(st, "thread-barrier events");
    free(out);
}

static void family(const char *name, launch_fn fn, const int64_t *blocks, int n)
{
    gb_bench_t *b = gb_register(name, bm_collective, (void *)fn);
    for (int i = 0; i < n; i++)
        gb_args(b, &blocks[i], 1);
    gb_arg_name(b, "block");
    gb_real_time(b);
    gb_unit(b, GB_MS);
}

int main(int argc, char **argv)
{
    static const int64_t blocks[] = {32, 256, 1024};
    static const int64_t pairs[] = {64, 256, 960}; /* bar_named: up to 15 pairs of warps */
    gb_context("backend", prism_backend_name());
    gb_context("device", prism_device_name());
    family("emu/syncthreads", run_sync, blocks, 3);
    family("emu/bar_named", run_named, pairs, 3);
    family("emu/shfl_xor", run_shfl, blocks, 3);
    family("emu/ballot", run_ballot, blocks, 3);
    family("emu/mma", run_mma, blocks, 3);
    return gb_main(argc, argv);
}
