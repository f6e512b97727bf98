/*
 * tests/launch/refuse_main.c - launches with shapes the bounds forbid must
 * return the refusal code and leave the output untouched; allowed shapes
 * must run.  Prints PASS/FAIL lines; the suite checks the stderr messages.
 */
#include <stdio.h>

#include "prism/host.h"

int launch_mark(int which, unsigned grid, unsigned block, int *out);

static int failures;

static void expect(const char *name, int which, unsigned grid, unsigned block, int want_status)
{
    int zero = 0, mark = -1, *d = prism_dev_alloc(sizeof(int));
    prism_copy_to_dev(d, &zero, sizeof zero);
    int st = launch_mark(which, grid, block, d);
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
    return failures ? 1 : 0;
}
