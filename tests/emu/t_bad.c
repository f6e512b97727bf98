/*
 * tests/emu/t_bad.c - kernels that break the rules the checker enforces
 * statically, written with raw CUDA in unsafe code so that they compile.
 * The emulator must report each with its site instead of hanging.
 *
 *     t_bad CASE     run one case; exits with the launch's status
 *
 * tests/suites/30-emu.sh runs every case under timeout and matches the
 * message against the SITE:name markers below (file:line of the site).
 */
#include "check.h"
#include "block/block_exchange.h"

/* (a) Two halves of a block wait at two different __syncthreads. */
PRISM_KERNEL(bad_diverge, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    if (threadIdx.x < 16)
        __syncthreads(); /* SITE:diverge-a */
    else
        __syncthreads(); /* SITE:diverge-b */
    out[threadIdx.x] = 1;
}

/*
 * (a2) Thread 7 at __syncthreads_count, the others at __syncthreads: one
 * barrier, two sites.  Each group is named by the collective it called.
 */
PRISM_KERNEL(bad_divcount, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    if (threadIdx.x == 7)
        out[0] = __syncthreads_count(1); /* SITE:divcount-a */
    else
        __syncthreads(); /* SITE:divcount-b */
}

/* (b) Half the block returns before a barrier the other half waits at. */
PRISM_KERNEL(bad_exit, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    if (threadIdx.x >= 16)
        return;
    __syncthreads(); /* SITE:exit */
    out[threadIdx.x] = 1;
}

/* (c) A full-mask shuffle from 16 threads of a warp. */
PRISM_KERNEL(bad_shfl16, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    int v = (int)threadIdx.x;
    if (threadIdx.x < 16)
        v = __shfl_sync(0xffffffffu, v, 0); /* SITE:shfl16 */
    out[threadIdx.x] = v;
}

/* A full-mask reduction the upper half of a warp never reaches: it returned. */
PRISM_KERNEL(bad_reduce, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    if (threadIdx.x >= 16)
        return;
    out[threadIdx.x] = __reduce_add_sync(0xffffffffu, (int)threadIdx.x); /* SITE:reduce */
}

/* __trap() in a helper the kernel calls: the launch stops, naming the helper's line. */
static __device__ void bad_trap_if(int cond)
{
    if (cond)
        __trap(); /* SITE:trap */
}
PRISM_KERNEL(bad_trap, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    bad_trap_if(blockIdx.x == 0 && threadIdx.x == 5);
    out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

/* (d) mma from threads 1..32: not an aligned warp. */
PRISM_KERNEL(bad_mma1, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(float *, out, GRID(1)))
PRISM_UNSAFE {
    float a[4] = {1, 1, 1, 1}, b[2] = {1, 1}, c[4] = {0, 0, 0, 0};
    if (threadIdx.x >= 1 && threadIdx.x <= 32)
        prism_mma_m16n8k8_tf32(c, a, b, c); /* SITE:mma1 */
    out[threadIdx.x] = c[0];
}

/* (e) A shared allocation beyond the declared budget, through the DSL. */
PRISM_KERNEL(bad_smem, ANY_SHAPE, PRISM_SMEM(64), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, small, 8); /* 32 bytes: fits */
        PRISM_SHARED(float, big, 32);  /* SITE:smem */
        PRISM_UNSAFE {
            small[0] = big[0] = 1.0f;
            out[threadIdx.x] = small[0];
        }
    }
}

/* (f) A shape the bound forbids: thread[32] units cannot cut 48 threads. */
PRISM_KERNEL(bad_shape, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    out[threadIdx.x] = 1;
}

/* Lanes of one mask reach two different shuffles. */
PRISM_KERNEL(bad_warpdiv, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    int v = (int)threadIdx.x;
    if (threadIdx.x % 2)
        v = __shfl_xor_sync(0xffffffffu, v, 1); /* SITE:warpdiv-a */
    else
        v = __shfl_xor_sync(0xffffffffu, v, 1); /* SITE:warpdiv-b */
    out[threadIdx.x] = v;
}

/* A lane passes a mask that does not name it. */
PRISM_KERNEL(bad_mask, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    out[threadIdx.x] = (int)__ballot_sync(0x1u, 1); /* SITE:mask */
}

/* A full-mask vote in a 40-thread block: the second warp has 8 lanes. */
PRISM_KERNEL(bad_partial, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    out[threadIdx.x] = __any_sync(0xffffffffu, 1); /* SITE:partial */
}

/* Named barrier id out of range. */
PRISM_KERNEL(bad_barid, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    prism_bar_named(16, 32); /* SITE:barid */
    out[threadIdx.x] = 1;
}

/* Lanes wait at a warp barrier for lanes that wait at the block barrier. */
PRISM_KERNEL(bad_deadlock, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    if (threadIdx.x < 16)
        __syncwarp(); /* SITE:deadlock-a */
    else
        __syncthreads(); /* SITE:deadlock-b */
    out[threadIdx.x] = 1;
}

/* A DSL scope reached by half the block: the error names the scope's line. */
PRISM_KERNEL(bad_scope, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_UNSAFE {
            if (threadIdx.x >= 16)
                return;
        }
        PRISM_PARTITION(o, out, THREAD(1), PRISM_ID(THREAD(1))) { /* SITE:scope */
            PRISM_GROUP(THREAD(1)) {
                o[0] = 1;
            }
        }
    }
}

/* Waiting on an mbarrier nobody initialised. */
PRISM_KERNEL(bad_mbar, ANY_SHAPE, PRISM_SMEM(64), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    prism_mbar_t *m = prism_smem_at(0, sizeof(prism_mbar_t));
    prism_mbar_arrive_wait(m); /* SITE:mbar */
    out[threadIdx.x] = 1;
}

/*
 * Block 0 fails while the others spin (yielding) on a flag it would have
 * set: the launch must still stop.
 */
PRISM_KERNEL(bad_spin, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, flag, GRID(1)))
PRISM_UNSAFE {
    if (blockIdx.x == 0) {
        if (threadIdx.x == 0)
            return;
        __syncthreads(); /* SITE:spin */
        __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
    } else {
        while (!__atomic_load_n(flag, __ATOMIC_ACQUIRE))
            __nanosleep(100);
    }
}

/* Thread 0 spins on a flag that thread 1 sets only after a barrier thread 0 never reaches. */
PRISM_KERNEL(bad_livelock, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, flag, GRID(1)))
PRISM_UNSAFE {
    if (threadIdx.x == 0) {
        while (!__atomic_load_n(flag, __ATOMIC_ACQUIRE))
            __nanosleep(100); /* SITE:livelock */
    } else {
        __syncthreads(); /* SITE:livelock-bar */
        __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
    }
}

/* Unbounded recursion: the fiber's guard page must stop it. */
static int deep(int n)
{
    volatile char pad[1024];
    pad[0] = (char)n;
    return n == 0 ? 0 : deep(n - 1) + pad[0];
}

PRISM_KERNEL(bad_overflow, ANY_SHAPE, PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    out[threadIdx.x] = deep(1 << 20);
}

/*
 * Shared memory indexed for a bigger block: 64 bytes of arena, thread t
 * writes at 16 t.  Outside the checker (unsafe code) nothing stops it; the
 * emulator must name the access instead of corrupting its heap.
 */
PRISM_KERNEL(bad_smem_oob, ANY_SHAPE, PRISM_SMEM(64), PRISM_PARAM(int *, out, GRID(1)))
PRISM_UNSAFE {
    int *a = prism_smem_at(0, 64);
    a[threadIdx.x * 4096] = 1; /* SITE:smem-oob */
    out[threadIdx.x] = a[0];
}

/*
 * The case: the 128x4 exchange from a kernel that does not pin
 * BLOCKDIM(128) (prism-check rejects the call, P070), launched with 256
 * threads: threads past 128 index past the 2112-byte tile.
 */
PRISM_KERNEL(bad_exchange256, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(2112),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) int32_t blocked[4] = {1, 2, 3, 4}, striped[4];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(prism_block_exchange_b2s_i32_128x4, striped, blocked);
    }
    (void)out;
}

struct bad_case {
    const char *name;
    int (*run)(int *buf);
};

static int run_diverge(int *buf) { return PRISM_LAUNCH(bad_diverge, 1, 32, buf); } /* SITE:launch-diverge */
static int run_divcount(int *buf) { return PRISM_LAUNCH(bad_divcount, 1, 32, buf); }
static int run_exit(int *buf) { return PRISM_LAUNCH(bad_exit, 1, 32, buf); }
static int run_shfl16(int *buf) { return PRISM_LAUNCH(bad_shfl16, 1, 32, buf); }
static int run_reduce(int *buf) { return PRISM_LAUNCH(bad_reduce, 1, 32, buf); }
static int run_trap(int *buf) { return PRISM_LAUNCH(bad_trap, 2, 32, buf); }
static int run_mma1(int *buf) { return PRISM_LAUNCH(bad_mma1, 1, 64, (float *)buf); }
static int run_smem(int *buf) { return PRISM_LAUNCH(bad_smem, 2, 32, (float *)buf); }
static int run_shape(int *buf) { return PRISM_LAUNCH(bad_shape, 1, 48, buf); } /* SITE:shape */
static int run_warpdiv(int *buf) { return PRISM_LAUNCH(bad_warpdiv, 1, 32, buf); }
static int run_mask(int *buf) { return PRISM_LAUNCH(bad_mask, 1, 32, buf); }
static int run_partial(int *buf) { return PRISM_LAUNCH(bad_partial, 1, 40, buf); }
static int run_barid(int *buf) { return PRISM_LAUNCH(bad_barid, 1, 32, buf); }
static int run_deadlock(int *buf) { return PRISM_LAUNCH(bad_deadlock, 1, 32, buf); }
static int run_scope(int *buf) { return PRISM_LAUNCH(bad_scope, 1, 32, buf); }
static int run_mbar(int *buf) { return PRISM_LAUNCH(bad_mbar, 1, 32, buf); }
static int run_spin(int *buf) { return PRISM_LAUNCH(bad_spin, 8, 64, buf); }
static int run_overflow(int *buf) { return PRISM_LAUNCH(bad_overflow, 1, 4, buf); }
static int run_livelock(int *buf) { return PRISM_LAUNCH(bad_livelock, 1, 32, buf); }
static int run_smem_oob(int *buf) { return PRISM_LAUNCH(bad_smem_oob, 1, 64, buf); }
static int run_exchange256(int *buf) { return PRISM_LAUNCH(bad_exchange256, 2, 256, buf); }

static const struct bad_case cases[] = {
    {"diverge", run_diverge}, {"exit", run_exit},   {"shfl16", run_shfl16},     {"mma1", run_mma1},
    {"smem", run_smem},       {"shape", run_shape}, {"warpdiv", run_warpdiv},   {"mask", run_mask},
    {"partial", run_partial}, {"barid", run_barid}, {"deadlock", run_deadlock}, {"scope", run_scope},
    {"mbar", run_mbar},       {"spin", run_spin},   {"overflow", run_overflow},
    {"divcount", run_divcount}, {"livelock", run_livelock}, {"reduce", run_reduce}, {"trap", run_trap}, {"smem_oob", run_smem_oob}, {"exchange256", run_exchange256},
};

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: t_bad CASE\n");
        return 2;
    }
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (strcmp(argv[1], cases[i].name) != 0)
            continue;
        int *buf = xcalloc(1024, sizeof *buf);
        int rc = cases[i].run(buf);
        /* Evidence that a refused launch ran nothing. */
        int touched = 0;
        for (int j = 0; j < 1024; j++)
            touched |= buf[j] != 0;
        printf("launch returned %d; output %s\n", rc, touched ? "touched" : "untouched");
        free(buf);
        return rc;
    }
    fprintf(stderr, "t_bad: unknown case %s\n", argv[1]);
    return 2;
}
