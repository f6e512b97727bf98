/*
 * sync_overlap.c - may two roots be one memory?  The barrier inference
 * orders accesses whose roots may overlap: the same name, unknown memory
 * (but not memory the launch keeps unwritten), two parameters of block or
 * warp code (a caller may give one buffer twice), a parameter and memory
 * the function names itself, and arena allocations by their bytes.
 */
#include "sync.h"

/* A parameter of block or warp code that carries an address: a pointer,
 * or a struct by value holding one (rt10, hole_struct_param_alias). */
static bool param_may_be_named(const Symbol *p)
{
    return p->kind == SYM_PARAM && p->ty && (type_is_pointer(p->ty) || acc_struct_param(p)) &&
           p->persp.level != PL_GRID;
}

/* A grid[1] pointer to const: memory nothing writes while the kernel runs
 * (SPEC 5.2's launch contract, which makes its reads uniform). */
static bool read_only_by_contract(const Symbol *s)
{
    const Type *t = s && s->kind == SYM_PARAM ? type_unalias(s->ty) : NULL;
    return t && type_is_pointer(t) && t->base && t->base->is_const && !type_is_pointer(type_unalias(t->base)) &&
           s->persp.level == PL_GRID;
}

bool acc_overlaps(Symbol *a, Symbol *b)
{
    if (a == b)
        return true;
    /* Unknown memory may be anything but what the launch promises no one
     * writes: a copy into a buffer picked from a holder (`bufs[kt & 1]`) is
     * no write of the kernel's const inputs (porter P5: a wait_group 0
     * between one thread's own two copies). */
    if ((!a && read_only_by_contract(b)) || (!b && read_only_by_contract(a)))
        return false;
    if (!a || !b)
        return true;
    /* Two pointer (or address-carrying struct) parameters of a block's or
     * a warp's code may be one pointer: a caller may pass the same tile
     * twice, or two views of it (SPEC 6.3 allows it outside a scope), and
     * the callee's barriers must hold then too
     * (adv_run_reuse_helper_two_names).  Two grid[1] buffers of a kernel
     * are the launch's to keep apart, as nothing orders blocks. */
    if (param_may_be_named(a) && param_may_be_named(b))
        return true;
    /* A pointer parameter of a block's or a warp's code may be given memory
     * the function also names itself (a file-scope __shared__ or
     * __device__ array): one buffer under two names (red team rt10,
     * hole_param_names_file_shared). */
    if ((param_may_be_named(a) && acc_named_memory(b)) || (param_may_be_named(b) && acc_named_memory(a)))
        return true;
    /* Arena roots (allocations, callees' scratch) by their bytes; other roots are distinct objects. */
    return layout_overlap(a, b) == 1;
}

