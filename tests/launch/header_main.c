/*
 * header_main.c - a host driver that knows header_kernels.cu only through
 * the header `prism-check --launch-header` wrote (HEADER, passed with -D
 * by tests/suites/13-launch-header.sh): it launches each kernel through
 * its prism_launch_K / prism_launch_K_on wrapper and checks the results.
 */
#include <stdio.h>
#include <stdlib.h>

#include HEADER

static int failures;

static void check(const char *name, int ok)
{
    printf("%s %s\n", ok ? "PASS" : "FAIL", name);
    failures += !ok;
}

int main(void)
{
    enum { N = 100 };
    float h_in[N], h_out[N];
    for (int i = 0; i < N; i++)
        h_in[i] = (float)i;
    float *in = prism_dev_alloc(sizeof h_in), *out = prism_dev_alloc(sizeof h_out);
    unsigned *counter = prism_dev_alloc(sizeof(unsigned)), blocks = 0;
    int rc = in && out && counter ? 0 : 1;
    if (rc == 0)
        rc = prism_copy_to_dev(in, h_in, sizeof h_in) | prism_dev_memset(counter, 0, sizeof(unsigned));
    float2 off = {0.25f, 0.5f};
    if (rc == 0)
        rc = prism_launch_hdr_scale(4, 32, in, out, N, 2.0f, off);
    if (rc == 0)
        rc = prism_dev_sync() | prism_copy_to_host(h_out, out, sizeof h_out);
    check("launch-header/scale", rc == 0 && h_out[0] == 0.75f && h_out[99] == 198.75f);

    prism_stream_t s = NULL;
    rc = prism_stream_create(&s);
    if (rc == 0)
        rc = prism_launch_hdr_count_on(s, 5, 64, counter);
    if (rc == 0)
        rc = prism_copy_to_host_async(&blocks, counter, sizeof blocks, s) | prism_stream_sync(s);
    check("launch-header/count-on-stream", rc == 0 && blocks == 5);
    check("launch-header/no-parameters", prism_launch_hdr_nothing(1, 1) == 0 && prism_dev_sync() == 0);
    check("launch-header/refusal-returns", prism_launch_hdr_scale(1, 48, in, out, N, 1.0f, off) == PRISM_ERR_LAUNCH_SHAPE);
    prism_stream_destroy(s);
    prism_dev_free(in);
    prism_dev_free(out);
    prism_dev_free(counter);
    return failures != 0;
}
