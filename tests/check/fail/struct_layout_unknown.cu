/*
 * struct_layout_unknown.cu - struct layouts the checker does not compute
 * (bit-fields, alignment attributes, packing) are P051 in shared memory
 * rather than a guess; a struct whose layout is known is counted exactly.
 */
#include "prism.h"

struct flags { int kind : 3; int rest; };
struct __align__(16) aligned { float x; };
struct packed { char c; int i; } __attribute__((packed));
struct plain { char c; int i; };

PRISM_DEVICE(void, stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024))
{
    PRISM_SHARED(struct flags, f, 4);   /* error P051 */
    PRISM_SHARED(struct aligned, a, 4); /* error P051 */
    PRISM_SHARED(struct packed, p, 4);  /* error P051 */
    PRISM_SHARED(struct plain, q, 4);   /* fine: 32 bytes */
    (void)f;
    (void)a;
    (void)p;
    (void)q;
}

/* 129 pairs of 8 bytes are 1032, rounded to 1040: over a 1024 budget. */
PRISM_DEVICE(void, over, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024))
{
    PRISM_SHARED(struct plain, q, 129); /* error P052 */
    (void)q;
}
/*
 * check-name: P051 for struct layouts the checker does not compute, P052 for known ones
 * check-exit-value: 1
 *
 * check-error-start
struct_layout_unknown.cu:15:5: error: the checker does not know the size of the element type 'struct flags' of 'f' [P051]
struct_layout_unknown.cu:15:5: note: at stake: the block's shared-memory budget cannot be checked
struct_layout_unknown.cu:15:5: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
struct_layout_unknown.cu:15:5: note: see: prism-check --explain P051
struct_layout_unknown.cu:16:5: error: the checker does not know the size of the element type 'struct aligned' of 'a' [P051]
struct_layout_unknown.cu:16:5: note: at stake: the block's shared-memory budget cannot be checked
struct_layout_unknown.cu:16:5: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
struct_layout_unknown.cu:17:5: error: the checker does not know the size of the element type 'struct packed' of 'p' [P051]
struct_layout_unknown.cu:17:5: note: at stake: the block's shared-memory budget cannot be checked
struct_layout_unknown.cu:17:5: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
struct_layout_unknown.cu:28:5: error: shared allocations reach 1040 bytes at 'q', above the 1024 bytes 'over' declares [P052]
struct_layout_unknown.cu:26:75: note: budget declared here
struct_layout_unknown.cu:28:5: note: at stake: a launch would fail or overrun the shared memory of the block
struct_layout_unknown.cu:28:5: note: fix: raise the function's PRISM_SMEM(bytes) budget to cover its PRISM_SHARED allocations, each rounded up to 16 bytes, or allocate less
struct_layout_unknown.cu:28:5: note: see: prism-check --explain P052
 * check-error-end
 */
