/*
 * struct_param_fields_alias.cu - look-alikes of pass/struct_param_fields
 * that stay rejected: the output field itself read inside the partition
 * of its copy (P061), the whole struct handed to a helper inside it (it
 * holds every field, P061), a device function's struct parameter, whose
 * caller may put one buffer in two fields, and a kernel's struct the body
 * assigns (a field, or the whole): there the fields are one root (P061).
 */
#include "prism.h"
typedef struct {
    const float *x;
    float *y;
    int n;
} AxpyParams;
__device__ float peek(AxpyParams a, int i) { return a.x[i]; }
PRISM_KERNEL(self_field, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(AxpyParams, p, GRID(1)))
{
    float *y = p.y;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(yi, y, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { yi[0] = p.y[(i + 1) % 32]; } /* error P061 */
    }
}
PRISM_KERNEL(whole_struct, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(AxpyParams, p, GRID(1)))
{
    float *y = p.y;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(yi, y, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { yi[0] = peek(p, i); } /* error P061 */
    }
}
PRISM_DEVICE(void, dev_axpy, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(AxpyParams, p, BLOCK(1)))
{
    float *y = p.y;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(yi, y, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { yi[0] = p.x[(i + 1) % 32]; } /* error P061 */
    }
}
/* A struct the kernel changes holds what was put in it: one root again. */
PRISM_KERNEL(field_assigned, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(AxpyParams, p, GRID(1)), PRISM_PARAM(float *, q, GRID(1)))
{
    p.y = q;
    float *y = p.y;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(qi, q, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { qi[0] = y[(i + 1) % 32]; } /* error P061 */
    }
}
PRISM_KERNEL(whole_assigned, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(AxpyParams, p, GRID(1)), PRISM_PARAM(AxpyParams, o, GRID(1)))
{
    p = o;
    float *y = o.y;
    float *x = p.y;
    PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(yi, y, THREAD(1), i) {
        PRISM_GROUP(THREAD(1)) { yi[0] = x[(i + 1) % 32]; } /* error P061 */
    }
}
/*
 * check-name: the output field itself, the whole struct, and a device function's struct fields still alias (P061)
 * check-exit-value: 1
 *
 * check-error-start
struct_param_fields_alias.cu:22:42: error: 'p.y' may point into the memory of 'y', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'yi' [P061]
struct_param_fields_alias.cu:19:12: note: 'y' is derived from 'p.y' here
struct_param_fields_alias.cu:21:5: note: 'y' is narrowed to 'yi' here
struct_param_fields_alias.cu:22:42: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
struct_param_fields_alias.cu:22:42: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
struct_param_fields_alias.cu:22:42: note: see: prism-check --explain P061
struct_param_fields_alias.cu:31:47: error: 'p' may point into the memory of 'y', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'yi' [P061]
struct_param_fields_alias.cu:26:38: note: 'p' is derived from 'p.y' here
struct_param_fields_alias.cu:28:12: note: 'y' is derived from 'p.y' here
struct_param_fields_alias.cu:30:5: note: 'y' is narrowed to 'yi' here
struct_param_fields_alias.cu:31:47: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
struct_param_fields_alias.cu:31:47: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
struct_param_fields_alias.cu:40:42: error: 'p' may point into the memory of 'y', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'yi' [P061]
struct_param_fields_alias.cu:37:12: note: 'y' is derived from 'p' here
struct_param_fields_alias.cu:39:5: note: 'y' is narrowed to 'yi' here
struct_param_fields_alias.cu:40:42: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
struct_param_fields_alias.cu:40:42: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
struct_param_fields_alias.cu:51:42: error: 'y' may point into the memory of 'q', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'qi' [P061]
struct_param_fields_alias.cu:48:12: note: 'y' is derived from 'p' here
struct_param_fields_alias.cu:50:5: note: 'q' is narrowed to 'qi' here
struct_param_fields_alias.cu:51:42: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
struct_param_fields_alias.cu:51:42: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
struct_param_fields_alias.cu:62:42: error: 'x' may point into the memory of 'y', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'yi' [P061]
struct_param_fields_alias.cu:59:12: note: 'x' is derived from 'p' here
struct_param_fields_alias.cu:58:12: note: 'y' is derived from 'o.y' here
struct_param_fields_alias.cu:61:5: note: 'y' is narrowed to 'yi' here
struct_param_fields_alias.cu:62:42: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
struct_param_fields_alias.cu:62:42: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
 * check-error-end
 */
