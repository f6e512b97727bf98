/*
 * adv_h4_recursive_const_cast.cu - a recursive helper that casts the const
 * away from one parameter and stores through it, then hands its other
 * const parameter to that position in the recursive call (the other side
 * of adv_ok_h4_recursive_const.cu).
 *
 * SPEC 6.1: a const parameter is read-only unless the callee's body casts
 * the const away and stores through it; a recursive call is followed to a
 * fixpoint.  `a` is stored through at depth 0, and `b` becomes `a` one
 * level down, so the kernel's call may write through both arguments, each
 * a grid[1] pointer cast from const: no thread owns that memory (P041).
 */
#include "prism.h"

PRISM_DEVICE(int, rec_swap, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, a, THREAD(1)), PRISM_PARAM(const int *, b, THREAD(1)),
             PRISM_PARAM(int, d, THREAD(1)))
{
    if (d == 0) {
        *(int *)a = 0;                                      /* error P041 */
        return 0;
    }
    return b[0] + PRISM_CALL(rec_swap, b, a, d - 1);
}

PRISM_KERNEL(h4_rec_cast, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(const int *, in2, GRID(1)),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = PRISM_CALL(rec_swap, in + g, in2 + g, 3);  /* error P041 */
        }
    }
}
/*
 * check-name: adversarial h4: a recursive helper stores through a const parameter cast to writable, by a swap
 * check-exit-value: 1
 *
 * check-error-start
adv_h4_recursive_const_cast.cu:20:17: error: store through 'a', a pointer to const cast to writable: the memory's owner is not known [P041]
adv_h4_recursive_const_cast.cu:20:17: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_h4_recursive_const_cast.cu:20:17: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_h4_recursive_const_cast.cu:20:17: note: see: prism-check --explain P041
adv_h4_recursive_const_cast.cu:33:41: error: 'rec_swap' may write through parameter 'a', a pointer into 'in' (grid[1]) cast from const: a pointer made writable by casting away const from a broader one has no owner at thread[1] [P041]
adv_h4_recursive_const_cast.cu:16:14: note: parameter 'a' is declared thread[1] here
adv_h4_recursive_const_cast.cu:33:41: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_h4_recursive_const_cast.cu:33:41: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_h4_recursive_const_cast.cu:33:49: error: 'rec_swap' may write through parameter 'b', a pointer into 'in2' (grid[1]) cast from const: a pointer made writable by casting away const from a broader one has no owner at thread[1] [P041]
adv_h4_recursive_const_cast.cu:16:54: note: parameter 'b' is declared thread[1] here
adv_h4_recursive_const_cast.cu:33:49: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_h4_recursive_const_cast.cu:33:49: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
 * check-error-end
 */
