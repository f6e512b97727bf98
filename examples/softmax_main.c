/* softmax_main.c - softmax.cu against a CPU softmax (in double) at odd sizes. */
#include "examples.h"

static int run(int rows, int cols)
{
    size_t n = (size_t)rows * (size_t)cols, bytes = n * sizeof(float);
    float *in = malloc(bytes), *got = malloc(bytes), *want = malloc(bytes);
    unsigned seed = 13;
    for (size_t i = 0; i < n; i++)
        in[i] = 8.0f * ex_randf(&seed);
    for (int r = 0; r < rows; r++) {
        const float *x = in + (size_t)r * cols;
        double m = x[0], s = 0.0;
        for (int c = 1; c < cols; c++)
            m = x[c] > m ? x[c] : m;
        for (int c = 0; c < cols; c++)
            s += exp(x[c] - m);
        for (int c = 0; c < cols; c++)
            want[(size_t)r * cols + c] = (float)(exp(x[c] - m) / s);
    }
    float *d_in = ex_to_dev(in, bytes), *d_out = ex_to_dev(NULL, bytes);
    int rc = softmax_launch(d_in, d_out, rows, cols) || prism_dev_sync() || prism_copy_to_host(got, d_out, bytes);
    long bad = rc ? -1 : ex_mismatch(got, want, (long)n, 1e-6f);
    if (bad >= 0) {
        fprintf(stderr, "softmax %dx%d: out[%ld] is %g, expected %g\n", rows, cols, bad, got[bad], want[bad]);
        rc = 1;
    }
    prism_dev_free(d_in);
    prism_dev_free(d_out);
    free(in);
    free(got);
    free(want);
    printf("%s softmax %dx%d (%s)\n", rc ? "FAIL" : "PASS", rows, cols, prism_backend_name());
    return rc;
}

int main(void)
{
    return (run(1, 1) | run(37, 1001) | run(5, 77)) ? 1 : 0;
}
