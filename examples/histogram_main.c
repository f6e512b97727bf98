/* histogram_main.c - histogram.cu against a CPU count at odd sizes. */
#include "examples.h"

static int run(int n)
{
    unsigned *in = malloc((size_t)n * sizeof *in), got[HIST_BINS], want[HIST_BINS] = {0}, seed = 7;
    for (int i = 0; i < n; i++) {
        in[i] = ex_rand(&seed);
        want[in[i] % HIST_BINS]++;
    }
    unsigned *d_in = ex_to_dev(in, (size_t)n * sizeof *in), *d_hist = ex_to_dev(NULL, sizeof got);
    int rc = histogram_launch(d_in, n, d_hist) || prism_dev_sync() || prism_copy_to_host(got, d_hist, sizeof got);
    for (int k = 0; !rc && k < HIST_BINS; k++)
        if (got[k] != want[k]) {
            fprintf(stderr, "histogram n=%d: bin %d is %u, expected %u\n", n, k, got[k], want[k]);
            rc = 1;
        }
    prism_dev_free(d_in);
    prism_dev_free(d_hist);
    free(in);
    printf("%s histogram n=%d (%s)\n", rc ? "FAIL" : "PASS", n, prism_backend_name());
    return rc;
}

int main(void)
{
    return (run(1) | run(4097) | run(100003)) ? 1 : 0;
}
