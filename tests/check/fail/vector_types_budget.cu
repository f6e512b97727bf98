/*
 * vector_types_budget.cu - shared budgets count CUDA vector types at their
 * true size, and types aligned beyond the arena's 16 bytes are refused.
 */
#include "prism.h"

/* 256 int4 are 4096 bytes, not the 1024 of 256 ints. */
PRISM_DEVICE(void, int4_tile, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4095))
{
    PRISM_SHARED(int4, tile, 256); /* error P052 */
    (void)tile;
}

/* 100 float3 are 1200 bytes (unpadded), 1200 already a multiple of 16. */
PRISM_DEVICE(void, float3_tile, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1199))
{
    PRISM_SHARED(float3, pos, 100); /* error P052 */
    (void)pos;
}

/* fine: exactly the 1200 bytes */
PRISM_DEVICE(void, float3_exact, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1200))
{
    PRISM_SHARED(float3, pos, 100);
    (void)pos;
}

/* double4_32a needs 32-byte alignment; the arena's slices are 16-byte aligned. */
PRISM_DEVICE(void, wide, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024))
{
    PRISM_SHARED(double4_16a, fine, 8);
    PRISM_SHARED(double4_32a, acc, 8); /* error P051 */
    (void)fine;
    (void)acc;
}
/*
 * check-name: CUDA vector types: true sizes in budgets, over-aligned types refused
 * check-exit-value: 1
 *
 * check-error-start
vector_types_budget.cu:10:5: error: shared allocations reach 4096 bytes at 'tile', above the 4095 bytes 'int4_tile' declares [P052]
vector_types_budget.cu:8:80: note: budget declared here
vector_types_budget.cu:10:5: note: at stake: a launch would fail or overrun the shared memory of the block
vector_types_budget.cu:10:5: note: fix: raise the function's PRISM_SMEM(bytes) budget to cover its PRISM_SHARED allocations, each rounded up to 16 bytes, or allocate less
vector_types_budget.cu:10:5: note: see: prism-check --explain P052
vector_types_budget.cu:17:5: error: shared allocations reach 1200 bytes at 'pos', above the 1199 bytes 'float3_tile' declares [P052]
vector_types_budget.cu:15:82: note: budget declared here
vector_types_budget.cu:17:5: note: at stake: a launch would fail or overrun the shared memory of the block
vector_types_budget.cu:17:5: note: fix: raise the function's PRISM_SMEM(bytes) budget to cover its PRISM_SHARED allocations, each rounded up to 16 bytes, or allocate less
vector_types_budget.cu:32:5: error: element type 'double4_32a' of 'acc' needs 32-byte alignment; shared allocations are aligned to 16 bytes [P051]
vector_types_budget.cu:32:5: note: at stake: the block's shared-memory budget cannot be checked
vector_types_budget.cu:32:5: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
vector_types_budget.cu:32:5: note: see: prism-check --explain P051
 * check-error-end
 */
