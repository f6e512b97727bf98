/*
 * tests/emu/t_stream.c - streams and asynchronous copies on the emulator
 * (prism/host.h, SPEC 10): the order of one stream's work, two streams
 * side by side, the launch wrappers every PRISM_KERNEL defines
 * (prism_launch_K, prism_launch_K_on), and failures kept for the sync as
 * CUDA reports asynchronous ones: a refused launch, a copy past a buffer,
 * a destroyed stream.
 */
#include "check.h"

/* x[i] = x[i] * a + b: applied twice in order, (x*2+1)*3+0 != (x*3+0)*2+1. */
PRISM_KERNEL(axpb, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, x, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(int, a, GRID(1)), PRISM_PARAM(int, b, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(xg, x, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                xg[0] = xg[0] * a + b;
        }
    }
}

#define N 1000

static int fill(int *h, int base)
{
    for (int i = 0; i < N; i++)
        h[i] = i + base;
    return 0;
}

static void test_order(void)
{
    int *h = xcalloc(N, sizeof *h), *dev = prism_dev_alloc(sizeof(int) * N);
    prism_stream_t s = NULL;
    int rc = prism_stream_create(&s);
    fill(h, 0);
    if (rc == 0)
        rc = prism_copy_to_dev_async(dev, h, sizeof(int) * N, s);
    if (rc == 0)
        rc = PRISM_LAUNCH_ON(axpb, s, (N + 63) / 64, 64, dev, N, 2, 1);
    if (rc == 0)
        rc = prism_launch_axpb_on(s, (N + 63) / 64, 64, dev, N, 3, 0);
    memset(h, 0, sizeof(int) * N);
    if (rc == 0)
        rc = prism_copy_to_host_async(h, dev, sizeof(int) * N, s);
    int sync = prism_stream_sync(s);
    int ok = rc == 0 && sync == 0;
    for (int i = 0; ok && i < N; i++)
        ok = h[i] == (i * 2 + 1) * 3;
    check("stream/order", ok, "rc %d, sync %d, h[5] = %d, want %d", rc, sync, h[5], (5 * 2 + 1) * 3);
    check("stream/destroy", prism_stream_destroy(s) == 0, "destroying a synced stream failed");
    prism_dev_free(dev);
    free(h);
}

static void test_two_streams(void)
{
    int *h1 = xcalloc(N, sizeof *h1), *h2 = xcalloc(N, sizeof *h2);
    int *d1 = prism_dev_alloc(sizeof(int) * N), *d2 = prism_dev_alloc(sizeof(int) * N);
    prism_stream_t s1 = NULL, s2 = NULL;
    int rc = prism_stream_create(&s1) | prism_stream_create(&s2);
    check("stream/two-distinct", rc == 0 && s1 && s2 && s1 != s2, "rc %d, %p %p", rc, (void *)s1, (void *)s2);
    fill(h1, 0);
    fill(h2, 7);
    rc |= prism_copy_to_dev_async(d1, h1, sizeof(int) * N, s1);
    rc |= prism_copy_to_dev_async(d2, h2, sizeof(int) * N, s2);
    rc |= prism_launch_axpb_on(s2, (N + 31) / 32, 32, d2, N, 5, 0);
    rc |= prism_launch_axpb(N / 64 + 1, 64, d1, N, 1, 4); /* default stream */
    rc |= prism_copy_to_host_async(h1, d1, sizeof(int) * N, s1);
    rc |= prism_copy_to_host_async(h2, d2, sizeof(int) * N, s2);
    int sync = prism_stream_sync(s1) | prism_stream_sync(s2) | prism_stream_sync(NULL);
    check("stream/two-results", rc == 0 && sync == 0 && h1[9] == 13 && h2[9] == 80,
          "rc %d, sync %d, h1[9] %d want 13, h2[9] %d want 80", rc, sync, h1[9], h2[9]);
    prism_stream_destroy(s1);
    prism_stream_destroy(s2);
    prism_dev_free(d1);
    prism_dev_free(d2);
    free(h1);
    free(h2);
}

/* Failures: the call says so, and the stream's sync reports the first one, once. */
static void test_failures(void)
{
    int *dev = prism_dev_alloc(sizeof(int) * 16), h[32] = {0};
    prism_stream_t s = NULL;
    prism_stream_create(&s);
    fprintf(stderr, "t_stream: the refusals below are expected\n");
    int bad_launch = PRISM_LAUNCH_ON(axpb, s, 1, 48, dev, 16, 1, 0); /* 48: not whole warps */
    int bad_copy = prism_copy_to_host_async(h, dev, sizeof h, s);   /* past the 16-int buffer */
    int sync1 = prism_stream_sync(s), sync2 = prism_stream_sync(s);
    check("stream/refused-launch", bad_launch == PRISM_ERR_LAUNCH_SHAPE, "launch returned %d", bad_launch);
    check("stream/bad-copy", bad_copy == PRISM_ERR_MEMORY, "copy returned %d", bad_copy);
    check("stream/sync-first-failure", sync1 == PRISM_ERR_LAUNCH_SHAPE && sync2 == PRISM_OK,
          "syncs returned %d then %d", sync1, sync2);
    prism_stream_destroy(s);
    int dead = prism_copy_to_dev_async(dev, h, sizeof(int), s);
    check("stream/destroyed", dead != PRISM_OK && prism_stream_sync(s) != PRISM_OK,
          "a destroyed stream was accepted (%d)", dead);
    check("stream/default-not-destroyed", prism_stream_destroy(NULL) != PRISM_OK, "destroying NULL succeeded");
    prism_dev_free(dev);
}

int main(void)
{
    test_order();
    test_two_streams();
    test_failures();
    return check_failures != 0;
}
