/* transpose_main.c - transpose.cu against a CPU transpose at odd sizes. */
#include "examples.h"

static int run(int rows, int cols)
{
    size_t n = (size_t)rows * (size_t)cols, bytes = n * sizeof(float);
    float *in = malloc(bytes), *got = malloc(bytes), *want = malloc(bytes);
    unsigned seed = 11;
    for (size_t i = 0; i < n; i++)
        in[i] = ex_randf(&seed);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            want[(size_t)c * rows + r] = in[(size_t)r * cols + c];
    float *d_in = ex_to_dev(in, bytes), *d_out = ex_to_dev(NULL, bytes);
    int rc = transpose_launch(d_in, d_out, rows, cols) || prism_dev_sync() || prism_copy_to_host(got, d_out, bytes);
    long bad = rc ? -1 : ex_mismatch(got, want, (long)n, 0.0f);
    if (bad >= 0) {
        fprintf(stderr, "transpose %dx%d: out[%ld] is %g, expected %g\n", rows, cols, bad, got[bad], want[bad]);
        rc = 1;
    }
    prism_dev_free(d_in);
    prism_dev_free(d_out);
    free(in);
    free(got);
    free(want);
    printf("%s transpose %dx%d (%s)\n", rc ? "FAIL" : "PASS", rows, cols, prism_backend_name());
    return rc;
}

int main(void)
{
    return (run(1, 1) | run(67, 45) | run(33, 97)) ? 1 : 0;
}
