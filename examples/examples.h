/*
 * examples.h - the launch wrappers of the four example kernels (each defined
 * beside its kernel in the .cu file, which is the only file the kernel's
 * macros are visible in) and the host drivers' small helpers.
 */
#ifndef PRISM_EXAMPLES_H
#define PRISM_EXAMPLES_H

#include "prism/host.h"

#define HIST_BINS 64

/* hist[k] += the number of in[i] with in[i] % HIST_BINS == k. */
PRISM_HOST_API int histogram_launch(const unsigned *in, int n, unsigned *hist);
/* out (cols x rows) = the transpose of in (rows x cols), both row-major. */
PRISM_HOST_API int transpose_launch(const float *in, float *out, int rows, int cols);
/* each row of out = softmax of the same row of in (rows x cols). */
PRISM_HOST_API int softmax_launch(const float *in, float *out, int rows, int cols);
/* out[s] = dot(a[s*len ..], b[s*len ..]) for each of nseg segments. */
PRISM_HOST_API int segdot_launch(const float *a, const float *b, float *out, int nseg, int len);

#ifndef __CUDACC__
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Deterministic inputs: the same on every machine and backend. */
static inline unsigned ex_rand(unsigned *state)
{
    *state = *state * 1664525u + 1013904223u;
    return *state >> 8;
}

static inline float ex_randf(unsigned *state)
{
    return (float)(ex_rand(state) % 2001u) / 1000.0f - 1.0f;
}

/* A device buffer holding a copy of host bytes (or zeroed when src is null). */
static inline void *ex_to_dev(const void *src, size_t bytes)
{
    void *d = prism_dev_alloc(bytes);
    if (!d || (src ? prism_copy_to_dev(d, src, bytes) : prism_dev_memset(d, 0, bytes))) {
        fprintf(stderr, "device allocation or copy of %zu bytes failed\n", bytes);
        exit(2);
    }
    return d;
}

/* Index of the first element off by more than tol (relative), or -1. */
static inline long ex_mismatch(const float *got, const float *want, long n, float tol)
{
    for (long i = 0; i < n; i++)
        if (!(fabsf(got[i] - want[i]) <= tol * fmaxf(1.0f, fabsf(want[i]))))
            return i;
    return -1;
}
#endif

#endif
