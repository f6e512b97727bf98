/*
 * check_smem.c - shared allocations and the shared-memory budget.
 *
 * Allocations are carved from one per-block arena (prism_smem_take rounds
 * each to 16 bytes).  Every Prism scope starts from its parent's offset
 * and releases what it took when it ends, so the peak of a function is:
 * the sum over nested scopes, the larger of two if-arms, and a callee's
 * declared budget on top of what is in use at the call.  A PRISM_SHARED
 * in a loop of the same scope would take new memory every iteration.
 */
#include "check_internal.h"

#include <string.h>

void check_shared(Ctx *c, Node *node)
{
    Symbol *s = node->sym;
    const char *name = s && s->name ? s->name : "?";
    Pv cp = ctx_persp(c);
    if (s) {
        SymInfo *si = sym_info(s);
        si->persp = PV(PL_BLOCK, 1);
        si->known = true;
    }
    if (node->lhs)
        eval(c, node->lhs, 0);
    if (!c->poisoned && !pv_eq(cp, PV(PL_BLOCK, 1))) {
        diag(DIAG_ERROR, node->tok, "P050",
             "shared allocation '%s' in code at %s: shared memory belongs to a block and is allocated in block[1] code",
             name, pv_str(cp));
        if (s)
            s->poisoned = true; /* its partitions' P060 would only repeat this (red team d1, c30) */
    }
    if (c->loops > 0)
        diag(DIAG_ERROR, node->tok, "P053",
             "shared allocation '%s' in a loop of the same Prism scope takes new memory every iteration; "
             "allocate it before the loop",
             name);
    if (!node->val_ok) {
        /* A count the parser reported (P103) is one error, not two. */
        if (!node->poisoned && !(node->lhs && node->lhs->poisoned))
            diag(DIAG_ERROR, node->lhs ? node->lhs->tok : node->tok, "P051",
                 "size of shared allocation '%s' is not a compile-time constant", name);
        return;
    }
    int64_t elem, align;
    if (node->ty && node->ty->layout_unknown) {
        /* type_str would name the kind it was parsed as ('long' for __int128) */
        diag(DIAG_ERROR, node->tok, "P051",
             "the element type of '%s' is laid out in a way the checker does not model (__int128, long double, "
             "_Complex, an attribute or _Alignas in its declaration, an enum with values past 32 bits): the "
             "barriers between allocations would be placed on wrong bytes",
             name);
        diag_fix("allocate an array of a plain type (int, float, unsigned long long, float4, a struct of them) "
                 "and convert each element where it is used");
        return;
    }
    if (!type_size_align(node->ty, &elem, &align)) {
        diag(DIAG_ERROR, node->tok, "P051", "the checker does not know the size of the element type '%s' of '%s'",
             node->ty ? type_str(node->ty) : "?", name);
        return;
    }
    /* prism_smem_take hands out 16-byte aligned offsets of a 1024-byte aligned arena (prism/cuda.h). */
    if (align > 16) {
        diag(DIAG_ERROR, node->tok, "P051",
             "element type '%s' of '%s' needs %lld-byte alignment; shared allocations are aligned to 16 bytes",
             type_str(node->ty), name, (long long)align);
        return;
    }
    if (node->val < 0 || (elem && node->val > INT64_MAX / 2 / elem)) {
        diag(DIAG_ERROR, node->lhs ? node->lhs->tok : node->tok, "P051",
             "size of shared allocation '%s' is out of range", name);
        return;
    }
    int64_t bytes = (node->val * elem + 15) & ~(int64_t)15;
    if (c->smem_ok && c->smem_off + bytes > c->smem_budget && !c->fs->smem_reported) {
        c->fs->smem_reported = true;
        diag(DIAG_ERROR, node->tok, "P052",
             "shared allocations reach %lld bytes at '%s', above the %lld bytes '%s' declares",
             (long long)(c->smem_off + bytes), name, (long long)c->smem_budget,
             c->fn->name ? tok_str(c->fn->name) : "?");
        if (c->fn->smem_expr)
            note(c->fn->smem_expr->tok, "budget declared here");
    }
    if (c->smem_off + bytes < INT64_MAX / 4)
        c->smem_off += bytes;
}

void smem_call(Ctx *c, Node *call, Function *callee)
{
    if (!c->smem_ok || !callee->smem_ok || callee->smem <= 0)
        return;
    if (c->smem_off + callee->smem <= c->smem_budget)
        return;
    int64_t left = c->smem_budget - c->smem_off;
    diag(DIAG_ERROR, call->tok, "P071",
         "call to '%s' needs %lld bytes of shared memory; %lld of the %lld bytes '%s' declares are left here",
         callee->name ? tok_str(callee->name) : "?", (long long)callee->smem, (long long)(left < 0 ? 0 : left),
         (long long)c->smem_budget, c->fn->name ? tok_str(c->fn->name) : "?");
}
