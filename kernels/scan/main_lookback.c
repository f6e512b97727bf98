/*
 * kernels/scan/main_lookback.c - checks the look-back window logic with
 * kernels/scan/lookback_probe.cu: tile T looks back over prepared status
 * words (tile 0 a prefix, then aggregates 1, 2, ..., with one more prefix
 * at tile P when P > 0) and must return the exclusive prefix and publish
 * the inclusive one.
 *
 *   lookback-emu|lookback-gpu [tile=T] [prefix_at=P]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "prism/host.h"

#include "driver.h"

int lookback_probe_launch(unsigned long long *status, int tile, int32_t aggregate, int32_t *out);

static unsigned long long word(unsigned flag, int32_t v)
{
    return ((unsigned long long)flag << 32) | (uint32_t)v;
}

int main(int argc, char **argv)
{
    int tile = drv_arg(argc, argv, "tile", 70), at = drv_arg(argc, argv, "prefix_at", 0);
    if (tile < 0 || tile > 100000 || at < 0 || (at > 0 && at >= tile)) {
        fprintf(stderr, "usage: %s [tile=0..100000] [prefix_at=0..tile-1]\n", argv[0]);
        return 2;
    }
    const int32_t agg = 5, base = 1000;
    size_t nw = (size_t)tile + 1;
    unsigned long long *st = calloc(nw, sizeof *st);
    int32_t out[32];
    if (!st)
        return 2;
    /* Expected: the prefix at `at` (or tile 0), plus every aggregate after it. */
    int64_t want = base;
    st[0] = word(2u, base);
    for (int i = 1; i < tile; i++) {
        st[i] = word(i == at ? 2u : 1u, i == at ? base + i : i);
        want = i == at ? base + i : want + i;
    }
    void *dst = prism_dev_alloc(nw * sizeof *st), *dout = prism_dev_alloc(sizeof out);
    int rc = !dst || !dout || prism_copy_to_dev(dst, st, nw * sizeof *st) != PRISM_OK;
    if (!rc)
        rc = lookback_probe_launch(dst, tile, agg, dout);
    if (!rc)
        rc = prism_dev_sync();
    if (!rc)
        rc = prism_copy_to_host(out, dout, sizeof out) || prism_copy_to_host(st, dst, nw * sizeof *st);
    if (tile == 0)
        want = 0; /* tile 0 has no predecessor */
    double bad = 0;
    for (int l = 0; l < 32 && !rc; l++)
        bad += out[l] != (int32_t)want;
    /* The tile's own word: PREFIX with the inclusive value. */
    if (!rc && st[tile] != word(2u, (int32_t)(want + agg)))
        bad += 1;
    char size[48];
    snprintf(size, sizeof size, "tile=%d prefix_at=%d", tile, at);
    int r = drv_report("scan_lookback", size, rc, bad, 0.0);
    prism_dev_free(dst);
    prism_dev_free(dout);
    free(st);
    return r;
}
