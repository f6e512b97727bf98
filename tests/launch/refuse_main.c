/*
 * tests/launch/refuse_main.c - launches with shapes the bounds forbid must
 * return the refusal code and leave the output untouched; allowed shapes
 * must run.  Prints PASS/FAIL lines; the suite checks the stderr messages.
 */
#include <stdio.h>
#include <string.h>

#include "prism/host.h"

int launch_mark(int which, unsigned grid, unsigned block, int *out);
int launch_wide(int which, int *out);

static int failures;

/* which < 0: launch_wide(-which - 1) instead of launch_mark(which, grid, block). */
static void expect(const char *name, int which, unsigned grid, unsigned block, int want_status)
{
    int zero = 0, mark = -1, *d = prism_dev_alloc(sizeof(int));
    prism_copy_to_dev(d, &zero, sizeof zero);
    int st = which < 0 ? launch_wide(-which - 1, d) : launch_mark(which, grid, block, d);
    if (st == PRISM_OK)
        st = prism_dev_sync();
    prism_copy_to_host(&mark, d, sizeof mark);
    prism_dev_free(d);
    int want_mark = want_status == PRISM_OK;
    if (st == want_status && mark == want_mark) {
        printf("PASS %s\n", name);
    } else {
        printf("FAIL %s: status %d (want %d), kernel %s\n", name, st, want_status, mark ? "ran" : "did not run");
        failures++;
    }
}

int main(void)
{
    expect("warps-block-48-refused", 0, 1, 48, PRISM_ERR_LAUNCH_SHAPE);
    expect("warps-block-0-refused", 0, 1, 0, PRISM_ERR_LAUNCH_SHAPE);
    expect("warps-block-2048-refused", 0, 1, 2048, PRISM_ERR_LAUNCH_SHAPE);
    expect("warps-grid-0-refused", 0, 0, 64, PRISM_ERR_LAUNCH_SHAPE);
    expect("warps-block-64-runs", 0, 2, 64, PRISM_OK);
    expect("exact-block-64-refused", 1, 1, 64, PRISM_ERR_LAUNCH_SHAPE);
    expect("exact-block-128-runs", 1, 1, 128, PRISM_OK);
    expect("pairs-grid-3-refused", 2, 3, 32, PRISM_ERR_LAUNCH_SHAPE);
    expect("pairs-grid-4-runs", 2, 4, 17, PRISM_OK);
    expect("units64-block-1024-refused", 3, 1, 1024, PRISM_ERR_LAUNCH_SHAPE);
    expect("units64-block-960-runs", 3, 1, 960, PRISM_OK);
    expect("smem-over-device-limit-refused", 4, 1, 32, PRISM_ERR_SMEM);
    expect("grid-size_t-2^32+1-refused", -1, 0, 0, PRISM_ERR_LAUNCH_SHAPE);
    expect("grid-minus-1-refused", -2, 0, 0, PRISM_ERR_LAUNCH_SHAPE);
    expect("grid-2^31-refused", -3, 0, 0, PRISM_ERR_LAUNCH_SHAPE);
    expect("block-minus-1-refused", -4, 0, 0, PRISM_ERR_LAUNCH_SHAPE);
    /* Legal in CUDA (2^31 - 1 blocks), hours on the emulator: its own cap refuses it. */
    if (strcmp(prism_backend_name(), "emulator") == 0)
        expect("grid-2^31-1-over-emulator-cap-refused", -5, 0, 0, PRISM_ERR_LAUNCH_SHAPE);
    return failures ? 1 : 0;
}
