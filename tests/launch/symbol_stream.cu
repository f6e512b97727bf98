/*
 * tests/launch/symbol_stream.cu - the host macros a checked .cu may use
 * besides PRISM_LAUNCH (the porter's finding 11): PRISM_COPY_TO_SYMBOL
 * fills a __constant__ table (too many bytes are refused, nothing
 * copied), PRISM_LAUNCH_ON launches on a stream.  12-launch checks and
 * runs it on the emulator (prism-cc); 11-nvcc compiles it.
 */
#include <stdio.h>

#include "prism.h"

__constant__ float coef[3];

PRISM_KERNEL(stencil3, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) {
            if (i > 0 && i + 1 < n)
                o[0] = coef[0] * in[i - 1] + coef[1] * in[i] + coef[2] * in[i + 1];
        }
    }
}

PRISM_HOST_API int symbol_stream_run(const float *in, float *out, int n, const float *c, prism_stream_t s);
PRISM_HOST_API int symbol_stream_run(const float *in, float *out, int n, const float *c, prism_stream_t s)
{
    if (PRISM_COPY_TO_SYMBOL(coef, c, 4 * sizeof(float)) != PRISM_ERR_MEMORY) /* one float too many */
        return 100;
    int rc = PRISM_COPY_TO_SYMBOL(coef, c, 3 * sizeof(float));
    if (rc != PRISM_OK)
        return rc;
    rc = PRISM_LAUNCH_ON(stencil3, s, (n + 31) / 32, 32, in, out, n);
    return rc != PRISM_OK ? rc : prism_stream_sync(s);
}

#ifndef __CUDACC__
int main(void)
{
    enum { N = 64 };
    float h[N], o[N] = {0}, c[3] = {0.25f, 0.5f, 0.25f};
    for (int i = 0; i < N; i++)
        h[i] = (float)(i * i);
    float *din = (float *)prism_dev_alloc(sizeof h), *dout = (float *)prism_dev_alloc(sizeof o);
    prism_stream_t s;
    if (!din || !dout || prism_stream_create(&s) != PRISM_OK || prism_copy_to_dev(din, h, sizeof h) != PRISM_OK ||
        prism_copy_to_dev(dout, o, sizeof o) != PRISM_OK)
        return 2;
    int rc = symbol_stream_run(din, dout, N, c, s);
    prism_copy_to_host(o, dout, sizeof o);
    int bad = 0;
    for (int i = 1; i + 1 < N; i++)
        bad += o[i] != 0.25f * h[i - 1] + 0.5f * h[i] + 0.25f * h[i + 1];
    printf("symbol-stream rc=%d bad=%d\n", rc, bad);
    prism_stream_destroy(s);
    return rc != 0 || bad != 0;
}
#endif
