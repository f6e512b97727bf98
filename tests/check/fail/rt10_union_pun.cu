/*
 * rt10_union_pun.cu - a writable pointer laundered through a number by a
 * union (red team rt10, side_union_launder): the block's tile put in
 * `u.p`, its bits read as `u.d` into a double, and in thread code a second
 * union given that double through `d` and stored through through `p`.
 * Every thread stored tile[0] with no partition, and no rule saw it.
 * Giving a union that holds a writable pointer a value through another
 * member is now P041: the pointer it then yields is made of bits no rule
 * can trace.
 */
#include "prism.h"
union wpun {
    int *p;
    double d;
};
union cpun {
    const int *p;
    double d;
};
PRISM_KERNEL(union_pun, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(256), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(int, tile, 64);
        union wpun u;
        u.p = tile;
        double dd = u.d;
        PRISM_GROUP(THREAD(1)) {
            union wpun u2;
            u2.d = dd; /* error P041 */
            u2.p[0] = t;
            union cpun c;
            c.d = dd; /* fine: a pointer to const reads, and the reads are ordered as unknown memory */
            (void)c.p[0];
        }
    }
    (void)out;
}
/*
 * check-name: red team rt10: a writable pointer laundered through a union's number member (P041)
 * check-exit-value: 1
 *
 * check-error-start
rt10_union_pun.cu:30:15: error: assignment to member 'd' of a union that holds a writable pointer: the pointer read from it afterwards is made of bits the checker cannot trace to its owner [P041]
rt10_union_pun.cu:30:15: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
rt10_union_pun.cu:30:15: note: fix: keep pointers and numbers in separate variables; a union may hold pointers to const, or be written through its pointer member
rt10_union_pun.cu:30:15: note: see: prism-check --explain P041
 * check-error-end
 */
