/* segdot_main.c - segdot.cu against a CPU dot product (in double) at odd sizes. */
#include "examples.h"

static int run(int nseg, int len)
{
    size_t n = (size_t)nseg * (size_t)len;
    float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    float *got = malloc((size_t)nseg * sizeof *got), *want = malloc((size_t)nseg * sizeof *want);
    unsigned seed = 17;
    for (size_t i = 0; i < n; i++) {
        a[i] = ex_randf(&seed);
        b[i] = ex_randf(&seed);
    }
    for (int s = 0; s < nseg; s++) {
        double d = 0.0;
        for (int i = 0; i < len; i++)
            d += (double)a[(size_t)s * len + i] * b[(size_t)s * len + i];
        want[s] = (float)d;
    }
    float *d_a = ex_to_dev(a, n * sizeof *a), *d_b = ex_to_dev(b, n * sizeof *b);
    float *d_out = ex_to_dev(NULL, (size_t)nseg * sizeof *d_out);
    int rc = segdot_launch(d_a, d_b, d_out, nseg, len) || prism_dev_sync() ||
             prism_copy_to_host(got, d_out, (size_t)nseg * sizeof *got);
    long bad = rc ? -1 : ex_mismatch(got, want, nseg, 1e-5f);
    if (bad >= 0) {
        fprintf(stderr, "segdot %dx%d: out[%ld] is %g, expected %g\n", nseg, len, bad, got[bad], want[bad]);
        rc = 1;
    }
    prism_dev_free(d_a);
    prism_dev_free(d_b);
    prism_dev_free(d_out);
    free(a);
    free(b);
    free(got);
    free(want);
    printf("%s segdot %dx%d (%s)\n", rc ? "FAIL" : "PASS", nseg, len, prism_backend_name());
    return rc;
}

int main(void)
{
    return (run(1, 1) | run(45, 77) | run(7, 1000)) ? 1 : 0;
}
