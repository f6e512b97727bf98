/*
 * int_pointer_number.cu - writable pointers made from numbers (SPEC 6.1,
 * outside red-team findings 2 and 3): an integer keeps an address only
 * through casts, +, -, ^, | and alignment masks.  A product, quotient,
 * remainder or shift of an address (`* 1`, `>> 2 << 2`), a constant, an
 * integer parameter, and a local given any of those (or a copy of one),
 * is a number: a writable pointer cast from it has no known owner (P041 at
 * the cast), even where it happens to equal the thread's own address.
 */
#include "prism.h"
#include <stdint.h>

/* A plain helper's store through a const parameter made a number: the
 * call below would see no store through 'p' (SPEC 6.1: a const parameter
 * is written only where the body casts the const away and stores). */
__device__ void put_through_number(const int *p, int v)
{
    *(int *)((uintptr_t)p * 1) = v; /* error P041 */
}

PRISM_DEVICE(void, times_one, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(256))
{
    PRISM_SHARED(int, tile, 64);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        uintptr_t u = (uintptr_t)tile * 1;
        int *p = (int *)u; /* error P041 */
        p[t] = t;
        put_through_number(tile + t, t);
    }
}

PRISM_DEVICE(void, shifts_of_local, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) int x = 0;
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        if (t == 0)
            *(int *)(((uintptr_t)&x >> 2) << 2) = 1; /* error P041 */
    }
    if (x > n)
        prism_syncthreads();
}

PRISM_DEVICE(void, integer_param, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(uintptr_t, addr, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) {
        float *p = (float *)addr; /* error P041 */
        p[t] = 0.0f;
    }
}

PRISM_DEVICE(void, copied_number, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(256))
{
    PRISM_SHARED(int, tile, 64);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            uintptr_t a = (uintptr_t)w;             /* the thread's own slot ... */
            a = a % 0xffffffffffffull;              /* ... made a number */
            uintptr_t b = a + 0;
            *(int *)b = t; /* error P041 */
            uintptr_t c = 64;
            *(int *)(c + (uintptr_t)t) = t; /* error P041 */
        }
    }
}
/*
 * check-name: a writable pointer made from a number has no known owner
 * check-exit-value: 1
 *
 * check-error-start
int_pointer_number.cu:18:6: error: a writable pointer made from a number computed from an address has no known owner: an integer keeps an address only through casts, +, -, ^, | and alignment masks (not *, /, %, shifts or a mask of the low bits) [P041]
int_pointer_number.cu:18:6: note: cast to a pointer to const to read through it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM
int_pointer_number.cu:18:6: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
int_pointer_number.cu:18:6: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
int_pointer_number.cu:18:6: note: see: prism-check --explain P041
int_pointer_number.cu:27:18: error: a writable pointer made from a number computed from an address has no known owner: an integer keeps an address only through casts, +, -, ^, | and alignment masks (not *, /, %, shifts or a mask of the low bits) [P041]
int_pointer_number.cu:27:18: note: cast to a pointer to const to read through it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM
int_pointer_number.cu:27:18: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
int_pointer_number.cu:27:18: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
int_pointer_number.cu:40:14: error: a writable pointer made from a number computed from an address has no known owner: an integer keeps an address only through casts, +, -, ^, | and alignment masks (not *, /, %, shifts or a mask of the low bits) [P041]
int_pointer_number.cu:40:14: note: cast to a pointer to const to read through it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM
int_pointer_number.cu:40:14: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
int_pointer_number.cu:40:14: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
int_pointer_number.cu:51:20: error: a writable pointer made from a number (a constant, a count, a parameter, a value loaded or returned) has no known owner: an integer keeps an address only through casts, +, -, ^, | and alignment masks (not *, /, %, shifts or a mask of the low bits) [P041]
int_pointer_number.cu:51:20: note: cast to a pointer to const to read through it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM
int_pointer_number.cu:51:20: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
int_pointer_number.cu:51:20: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
int_pointer_number.cu:65:14: error: a writable pointer made from a number computed from an address has no known owner: an integer keeps an address only through casts, +, -, ^, | and alignment masks (not *, /, %, shifts or a mask of the low bits) [P041]
int_pointer_number.cu:65:14: note: cast to a pointer to const to read through it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM
int_pointer_number.cu:65:14: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
int_pointer_number.cu:65:14: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
int_pointer_number.cu:67:14: error: a writable pointer made from a number (a constant, a count, a parameter, a value loaded or returned) has no known owner: an integer keeps an address only through casts, +, -, ^, | and alignment masks (not *, /, %, shifts or a mask of the low bits) [P041]
int_pointer_number.cu:67:14: note: cast to a pointer to const to read through it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM
int_pointer_number.cu:67:14: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
int_pointer_number.cu:67:14: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
 * check-error-end
 */
