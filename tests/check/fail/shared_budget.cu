/*
 * shared_budget.cu - shared allocations above the declared budget, branched and falling through
 */
#include "prism.h"
PRISM_DEVICE(void, over, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024))
{
    PRISM_SHARED(float, a, 128);                 /* 512 */
    PRISM_SHARED(float, b, 129); /* error P052 */
    (void)a;
    (void)b;
}

PRISM_DEVICE(void, branches, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    if (n > 0) {
        PRISM_SHARED(float, x, 192);             /* 768 */
        (void)x;
    } else {
        PRISM_SHARED(float, y, 64);              /* 256 */
        (void)y;
    }
    /* The larger arm stays live: 768 + 512 > 1024. */
    PRISM_SHARED(float, z, 128); /* error P052 */
    (void)z;
}

PRISM_DEVICE(void, falls_through, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int, mode, BLOCK(1)))
{
    switch (mode) {
    case 0: {
        PRISM_SHARED(float, a, 256);             /* 1024, and no break */
        (void)a;
    }
    /* fall through */
    default: {
        PRISM_SHARED(float, b, 16); /* error P052 */
        (void)b;
        break;
    }
    }
}
/*
 * check-name: shared allocations above the declared budget, branched and falling through
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
shared_budget.cu:8:5: error: shared allocations reach 1040 bytes at 'b', above the 1024 bytes 'over' declares [P052]
shared_budget.cu:5:75: note: budget declared here
shared_budget.cu:8:5: note: at stake: a launch would fail or overrun the shared memory of the block
shared_budget.cu:8:5: note: fix: raise the function's PRISM_SMEM(bytes) budget to cover its PRISM_SHARED allocations, each rounded up to 16 bytes, or allocate less
shared_budget.cu:8:5: note: see: prism-check --explain P052
shared_budget.cu:24:5: error: shared allocations reach 1280 bytes at 'z', above the 1024 bytes 'branches' declares [P052]
shared_budget.cu:13:79: note: budget declared here
shared_budget.cu:24:5: note: at stake: a launch would fail or overrun the shared memory of the block
shared_budget.cu:24:5: note: fix: raise the function's PRISM_SMEM(bytes) budget to cover its PRISM_SHARED allocations, each rounded up to 16 bytes, or allocate less
shared_budget.cu:38:9: error: shared allocations reach 1088 bytes at 'b', above the 1024 bytes 'falls_through' declares [P052]
shared_budget.cu:28:84: note: budget declared here
shared_budget.cu:38:9: note: at stake: a launch would fail or overrun the shared memory of the block
shared_budget.cu:38:9: note: fix: raise the function's PRISM_SMEM(bytes) budget to cover its PRISM_SHARED allocations, each rounded up to 16 bytes, or allocate less
 * check-error-end
 */
