/*
 * atomic_names.c - CUDA's atomic intrinsics by name: which calls are
 * atomics (check_atomics.c types them) and which of them commute with each
 * other (sync_access.c: two blind atomics of one class need no barrier
 * between them, whatever order the threads reach them in).
 */
#include <string.h>

#include "prism_check.h"

/* The name, and the class of atomics it commutes with (0: none). */
static const struct {
    const char *name;
    int commute;
} atomics[] = {
    /* x + a + b is x + b + a; subtraction is addition of the negation. */
    {"atomicAdd", ATOMIC_ADD}, {"atomicSub", ATOMIC_ADD},
    {"atomicMin", ATOMIC_MIN}, {"atomicMax", ATOMIC_MAX},
    {"atomicAnd", ATOMIC_AND}, {"atomicOr", ATOMIC_OR},   {"atomicXor", ATOMIC_XOR},
    /* Exchange, compare-and-swap and the wrapping inc/dec depend on order. */
    {"atomicExch", 0},         {"atomicCAS", 0},          {"atomicInc", 0},         {"atomicDec", 0},
};

/* The entry t names, with the _block and _system scope variants; -1 if none. */
static int atomic_lookup(const Token *t)
{
    for (size_t i = 0; i < sizeof atomics / sizeof *atomics; i++) {
        int n = (int)strlen(atomics[i].name);
        if (t->len < n || memcmp(t->loc, atomics[i].name, (size_t)n) != 0)
            continue;
        const char *rest = t->loc + n;
        int rlen = t->len - n;
        if (rlen == 0 || (rlen == 6 && !memcmp(rest, "_block", 6)) || (rlen == 7 && !memcmp(rest, "_system", 7)))
            return (int)i;
    }
    return -1;
}

bool is_atomic_name(Token *t)
{
    return t && atomic_lookup(t) >= 0;
}

/*
 * Integer addition of one width commutes whatever the sign (the same
 * bits), and so do the bitwise operations; min and max commute among one
 * signedness and width only
 * (max(-1, 3) through int is 3, through unsigned 0xFFFFFFFF: red team rt9,
 * hole_atomic_max_signedness); a float or double sum rounds in the order
 * it is taken, so no order may be chosen for it (+2^25, -2^25, +1 in three
 * phases: hole_float_atomic_phases).  An operand of unknown type commutes
 * with nothing.
 */
int atomic_commute_class(Token *t, int operand)
{
    int i = t ? atomic_lookup(t) : -1;
    int c = i < 0 ? 0 : atomics[i].commute;
    if (operand & ATOMIC_ON_OTHER)
        return 0;
    bool u = operand & ATOMIC_ON_UNSIGNED, wide = operand & ATOMIC_ON_WIDE;
    /* A 64-bit add carries into the word above a 32-bit one, which wraps;
     * min and max compare other bits at other widths (rt10,
     * hole_atomic_add_widths, _max_widths).  And, or and xor act on each
     * bit alone: one class at every width. */
    switch (c) {
    case ATOMIC_ADD:
        return wide ? ATOMIC_ADD64 : ATOMIC_ADD;
    case ATOMIC_MIN:
        return wide ? (u ? ATOMIC_MIN_U64 : ATOMIC_MIN64) : u ? ATOMIC_MIN_U : ATOMIC_MIN;
    case ATOMIC_MAX:
        return wide ? (u ? ATOMIC_MAX_U64 : ATOMIC_MAX64) : u ? ATOMIC_MAX_U : ATOMIC_MAX;
    default:
        return c;
    }
}
