/*
 * struct_param_pointers.cu - look-alikes of pass/struct_param_numbers
 * that stay rejected: a second copy of the struct's pointer field used
 * inside the partition of the first (P061), an element read through the
 * field before the write partition (P066), and an address-wide integer
 * field, which may hold the pointer (P041, P061).
 */
#include "prism.h"
#include <stdint.h>

typedef struct {
    int n;
    float *out;
    uintptr_t addr;
} Args;

PRISM_KERNEL(second_copy, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(Args, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    float *out = p.out;
    float *o2 = p.out;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1.0f; o2[g + 1] = 2.0f; } /* error P061 */
    }
}

PRISM_KERNEL(read_first, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(Args, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const float v = p.out[g + 1];
    float *out = p.out;
    PRISM_PARTITION(o, out, THREAD(1), g) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}

PRISM_KERNEL(wide_field, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(Args, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    float *out = p.out;
    const uintptr_t a = p.addr;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = ((float *)a)[g + 1]; } /* error P041 */ /* error P061 */
    }
}

/*
 * check-name: a by-value argument struct's pointer field and address-wide field still alias its memory (P061, P066, P041)
 * check-exit-value: 1
 *
 * check-error-start
struct_param_pointers.cu:24:47: error: 'o2' may point into the memory of 'out', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'o' [P061]
struct_param_pointers.cu:22:12: note: 'o2' is derived from 'p.out' here
struct_param_pointers.cu:21:12: note: 'out' is derived from 'p.out' here
struct_param_pointers.cu:23:5: note: 'out' is narrowed to 'o' here
struct_param_pointers.cu:24:47: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
struct_param_pointers.cu:24:47: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
struct_param_pointers.cu:24:47: note: see: prism-check --explain P061
struct_param_pointers.cu:34:24: error: write partition of 'out' at grid[1] after 'out' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
struct_param_pointers.cu:32:46: note: read here
struct_param_pointers.cu:34:24: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
struct_param_pointers.cu:34:24: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
struct_param_pointers.cu:34:24: note: see: prism-check --explain P066
struct_param_pointers.cu:46:42: error: a writable pointer made from a number (a constant, a count, a parameter, a value loaded or returned) has no known owner: an integer keeps an address only through casts, +, -, ^, | and alignment masks (not *, /, %, shifts or a mask of the low bits) [P041]
struct_param_pointers.cu:46:42: note: cast to a pointer to const to read through it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM
struct_param_pointers.cu:46:42: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
struct_param_pointers.cu:46:42: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
struct_param_pointers.cu:46:42: note: see: prism-check --explain P041
struct_param_pointers.cu:46:51: error: 'a' may point into the memory of 'out', which is hidden inside the PRISM_PARTITION that narrows it; reach it through 'o' [P061]
struct_param_pointers.cu:44:21: note: 'a' is derived from 'p' here
struct_param_pointers.cu:43:12: note: 'out' is derived from 'p.out' here
struct_param_pointers.cu:45:5: note: 'out' is narrowed to 'o' here
struct_param_pointers.cu:46:51: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
struct_param_pointers.cu:46:51: note: fix: use the scope's own name inside it for the unit's own part (the partition or claim variable: y[0] is the unit's first element), and the original name after the scope; an element of another unit's part (a neighbour's) is not this unit's inside the scope: read it after the scope, or into a thread[1] local before it (grid memory that other blocks write in this kernel is read in a later launch, or from a copy no one writes); ping-pong buffers are named, not swapped (unroll the loop by the number of buffers: docs/GUIDE.md)
 * check-error-end
 */
