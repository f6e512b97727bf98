/*
 * check_intrinsics.c - collective intrinsics (intrinsics.def) and P080.
 *
 * An intrinsic is a function whose signature the checker knows without a
 * definition: a bound of one perspective and a result perspective.  Its
 * call is legal exactly where a call of a Prism function with that bound
 * would be (SPEC "Collective intrinsics").
 */
#include "check_internal.h"

#include <string.h>

#define VOID IR_VOID
#define LANE IR_LANE
#define UNIT IR_UNIT
#define THREAD PL_THREAD
#define BLOCK PL_BLOCK

static const Intrinsic table[] = {
#define INTRINSIC(name, lvl, n, result, async) {name, false, lvl, n, result, async},
#include "intrinsics.def"
#undef INTRINSIC
};

const Intrinsic *intrinsic_find(const char *name, int len)
{
    for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++) {
        const char *t = table[i].name;
        size_t tl = strlen(t);
        if (t[tl - 1] == '*') {
            if ((size_t)len >= tl - 1 && !memcmp(name, t, tl - 1))
                return &table[i];
        } else if ((size_t)len == tl && !memcmp(name, t, tl)) {
            return &table[i];
        }
    }
    return NULL;
}

Val check_intrinsic(Ctx *c, Node *call, const Intrinsic *in)
{
    Pv q = PV(in->lvl, in->n);
    Token *at = call->lhs ? call->lhs->tok : call->tok;
    if (!c->poisoned && !bound_derives(&c->bound, q)) {
        diag(DIAG_ERROR, at, "P080", "'%s' is a %s collective; code here is %s, which cannot run it as whole aligned units",
             tok_str(at), pv_str(q), bound_str(&c->bound));
    }
    for (Node *a = call->args; a; a = a->next)
        eval(c, a, in->async_copy ? EV_ASYNC_OK : 0);
    switch (in->result) {
    case IR_LANE:
        return (Val){PV_THREAD1, at, arena_printf("the result of '%s'", tok_str(at))};
    case IR_UNIT:
        return (Val){q, at, arena_printf("the result of '%s'", tok_str(at))};
    default:
        return (Val){PV(PV_TOP, 0), NULL, NULL};
    }
}
