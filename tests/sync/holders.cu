/*
 * holders.cu - addresses carried into helpers by holders (SPEC 6.1): a
 * struct passed by value is followed into the callee's body like a
 * pointer parameter (a store through its member makes the call a write,
 * a read only a read), so the readers of x after the partition need one
 * point, and the second group of readers none: a struct of a const
 * pointer, a pointer to const pointers to const (`const int32_t *const
 * *`: nothing can be written through it), a struct of numbers and a
 * `size_t` made of numbers are reads or values, never writes.  The last
 * partition, whose store goes through a struct handed to a helper, is a
 * write: it waits for the reads before it, and the final reader for it.
 */
#include <stddef.h>
#include <stdio.h>

#include "prism.h"

typedef struct {
    const int32_t *src;
    int stride;
} holders_source;

struct holders_dims {
    int n;
    int m;
};

struct holders_sink {
    int32_t *dst;
};

static __device__ __forceinline__ int32_t holders_get(holders_source s, int i)
{
    return s.src[i * s.stride];
}

static __device__ __forceinline__ int32_t holders_deep(const int32_t *const *rows, int i)
{
    return rows[0][i];
}

static __device__ __forceinline__ int holders_wrap(struct holders_dims d, size_t i)
{
    return (int)(i % (size_t)d.n) + d.m;
}

static __device__ __forceinline__ void holders_put(struct holders_sink s, int32_t v)
{
    s.dst[0] = v;
}

PRISM_KERNEL(holders, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(1024),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, x, 256);
            PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
            const holders_source src = {x, 1};
            const int32_t *rows[1] = {x};
            const struct holders_dims dims = {256, 0};
            PRISM_PARTITION(mine, x, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) { mine[0] = 3 * i; }
            }
            PRISM_GROUP(THREAD(1)) { o[0] = holders_get(src, (i + 1) % 256); }
            PRISM_GROUP(THREAD(1)) {
                const size_t k = (size_t)i + 2;
                o[0] += holders_deep(rows, holders_wrap(dims, k)) + x[(i + 3) % 256];
            }
            PRISM_PARTITION(mine, x, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    struct holders_sink s = {mine};
                    holders_put(s, 5 * i);
                }
            }
            PRISM_GROUP(THREAD(1)) { o[0] += 1000 * x[(i + 4) % 256]; }
        }
    }
}
/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { BLOCKS = 2, N = BLOCKS * 256 };
    static int32_t host[N];
    int32_t *out = (int32_t *)prism_dev_alloc(sizeof(int32_t) * N);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(holders, BLOCKS, 256, out);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int k = 0; st == 0 && k < N; k++) {
        int i = k % 256;
        int32_t want = 3 * ((i + 1) % 256) + 3 * ((i + 2) % 256) + 3 * ((i + 3) % 256) + 1000 * 5 * ((i + 4) % 256);
        if (host[k] != want) {
            fprintf(stderr, "MISMATCH out[%d] = %d, want %d\n", k, (int)host[k], (int)want);
            st = 7;
        }
    }
    prism_dev_free(out);
    return st;
}

/*
 * check-name: holders carried into helpers: a struct argument is followed into the callee, deep const and numbers are no writes
 *
 * check-output-start
 * holders.cu:66:13: sync 1 in holders: before group: RAW x (partition mine of x (line 63) -> group thread[1] (line 66)); group block[1]: __syncthreads() (the owning group is the whole block)
 * holders.cu:71:13: sync 2 in holders: before partition: WAR x (group thread[1] (line 66) and 1 more -> partition mine of x (line 71)); group block[1]: __syncthreads() (the owning group is the whole block)
 * holders.cu:77:13: sync 3 in holders: before group: RAW x (partition mine of x (line 71) -> group thread[1] (line 77)); group block[1]: __syncthreads() (the owning group is the whole block)
 * holders: 3 scopes, 3 sync points (3 __syncthreads); conservative: 4 scope barriers
 * check-output-end
 */
