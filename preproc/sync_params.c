/*
 * sync_params.c - what a callee does through each parameter, read from
 * its body's access summary (sync_access.c): written, only by atomics,
 * used plainly after its own atomic (also where one call gives it one
 * buffer under two names), left with copies in flight.  The checker's
 * rules at a call (out-parameters, P073, P108) and the placement ask.
 */
#include <string.h>

#include "sync.h"

/* While def's summary is computed: is its const parameter index taken as written? */
static bool assumed_written(Function *def, int index)
{
    return index >= 64 || (acc_summary_assumed(def) >> index & 1u);
}

/* Does the body hold a PRISM_UNSAFE statement (whose stores are not read)? */
static bool holds_unsafe(Node *n, int depth)
{
    if (!n || depth > LIMIT_NEST_DEPTH * 2)
        return n != NULL;
    if (n->kind == ND_UNSAFE)
        return true;
    Node *kids[7];
    node_children(n, kids);
    for (int i = 0; i < 7; i++)
        if (holds_unsafe(kids[i], depth + 1))
            return true;
    for (Node *a = NODE_GET(n, args); a; a = a->next)
        if (holds_unsafe(a, depth + 1))
            return true;
    for (Node *b = NODE_GET(n, body); b; b = b->next)
        if (holds_unsafe(b, depth + 1))
            return true;
    return false;
}

bool acc_param_written(Function *fn, int index)
{
    Function *def = acc_definition_of(fn);
    /* const is a promise only where no body says otherwise: a body that
     * casts it away and stores (`*(int *)p = v`) writes (adv_lib_*_const_dst).
     * For such a parameter only a store traced to it counts, not one into
     * memory the body cannot name. */
    bool is_const = acc_param_is_const_ptr(def, index);
    if ((!def->body || def->is_unsafe) && is_const)
        return false;
    Param *p = acc_param_at(def, index);
    if (!p)
        return !def->variadic ? false : true;
    if (!def->body || def->is_unsafe || !p->sym)
        return true; /* the signature is all we know: non-const may be written */
    /* A plain helper's trusted statement (an asm store through its operand)
     * may write through what it is given, as a body-less helper may. */
    if (def->kind == FN_PLAIN && !is_const && holds_unsafe(def->body, 0))
        return true;

    const AccSet *acc = acc_summary_of(def);
    if (!acc) /* recursion: the worst for what may be written, the fixpoint's guess for const */
        return is_const ? assumed_written(def, index) : true;
    for (int i = 0; i < acc->n; i++)
        if ((acc->v[i].root == p->sym || (!is_const && acc->v[i].root == NULL)) && (acc->v[i].mode & SA_WRITE))
            return true;
    return false;
}

/* What a body does through one parameter: its summary's entries for it merged. */
typedef struct {
    bool write;       /* some write */
    bool plain_write; /* some write is a plain store */
    bool atomic;      /* some atomic */
    bool plain_use;   /* some plain read or store */
    bool late;        /* a plain use after an atomic, in its order or in one loop (SPEC 6.7) */
} ParamUse;

/* The entries of acc that may be parameter index's memory (unknown memory too, unless it is const). */
static ParamUse param_use(Function *def, int index, const AccSet *acc)
{
    ParamUse u = {0};
    Param *p = acc_param_at(def, index);
    if (!p || !p->sym || !acc)
        return u;
    bool is_const = acc_param_is_const_ptr(def, index);
    for (int i = 0; i < acc->n; i++) {
        const SyncAcc *v = &acc->v[i];
        if (v->root != p->sym && (is_const || v->root != NULL))
            continue;
        u.write |= (v->mode & SA_WRITE) != 0;
        u.plain_write |= (v->mode & SA_WRITE) && v->plain;
        u.atomic |= v->atomic;
        u.plain_use |= v->plain_use;
        u.late |= v->late;
    }
    return u;
}

/* The summary of fn's body when it is one the checker reads (not unsafe, not being computed). */
static const AccSet *read_summary(Function *fn, Function **def)
{
    *def = acc_definition_of(fn);
    return (*def)->body && !(*def)->is_unsafe ? acc_summary_of(*def) : NULL;
}

/*
 * A plain helper that only applies atomics through a parameter (a
 * histogram `bump(bins, k)`) is checked at the call as the atomic is,
 * not as a store (SPEC 6.7, 3.2: adv_ok_h4_atomic_plain_helper).
 */
bool acc_param_atomic_only(Function *fn, int index)
{
    Function *def;
    ParamUse u = param_use(def, index, read_summary(fn, &def));
    return u.write && !u.plain_write;
}

/*
 * Does the body use memory behind this parameter plainly (a read, a
 * store) after applying an atomic to it, in its order or in one loop?  On
 * grid memory that read cannot be ordered in the kernel (SPEC 6.7, P108).
 */
bool acc_param_late(Function *fn, int index)
{
    Function *def;
    return param_use(def, index, read_summary(fn, &def)).late;
}

/*
 * fn's body walked again with the parameters in `same` and the memory
 * `named` it names itself taken as parameter index: is that one buffer
 * used plainly after an atomic on it?  Not kept (it is this call's), and
 * bounded: a helper passing one buffer on twice to the next is walked
 * again once per level.
 */
static bool late_as_one(Function *fn, int index, uint64_t same, Symbol *named)
{
    static int depth;
    Function *def;
    const AccSet *sum = read_summary(fn, &def);
    Param *p = acc_param_at(def, index);
    if (!sum || !p || !p->sym || depth >= LIMIT_NEST_DEPTH)
        return false;
    /* Only an atomic and a plain use among the names can be one out of order. */
    ParamUse all = param_use(def, index, sum);
    AccOneBuffer ob = {.n = 0, .to = p->sym};
    int i = 0;
    for (Param *q = def->params; q && i < 64; q = q->next, i++)
        if (same >> i & 1u && q->sym) {
            ParamUse u = param_use(def, i, sum);
            all.atomic |= u.atomic;
            all.plain_use |= u.plain_use;
            ob.from[ob.n++] = q->sym;
        }
    for (int k = 0; named && k < sum->n; k++)
        if (sum->v[k].root == named) {
            all.atomic |= sum->v[k].atomic;
            all.plain_use |= sum->v[k].plain_use;
        }
    if (named)
        ob.from[ob.n++] = named;
    if (!all.atomic || !all.plain_use)
        return false;
    AccSet acc = {0};
    depth++;
    acc_of_node_as_one(def->body, &ob, &acc);
    depth--;
    return param_use(def, index, &acc).late;
}

bool acc_call_late(Node *call, int index)
{
    Function *fn = acc_callee_of(call);
    if (!fn || acc_param_late(fn, index))
        return fn != NULL;
    Node *arg = call->args;
    for (int i = 0; arg && i < index; i++)
        arg = arg->next;
    Symbol *r = arg ? acc_arg_root(arg) : NULL;
    if (!r)
        return false;
    /* Other arguments into the same buffer: same base, any offsets. */
    uint64_t same = 0;
    int i = 0;
    for (Node *a = call->args; a && i < 64; a = a->next, i++)
        if (i != index && acc_arg_root(a) == r)
            same |= (uint64_t)1 << i;
    /* Memory the callee also reaches by its own name. */
    Symbol *named = NULL;
    const AccSet *sum = acc_named_memory(r) && !acc_is_async_copy(call) ? acc_callee_summary(fn) : NULL;
    for (int k = 0; sum && k < sum->n && !named; k++)
        if (sum->v[k].root == r)
            named = r;
    return (same || named) && late_as_one(fn, index, same, named);
}

bool acc_param_async(Function *fn, int index)
{
    Function *def = acc_definition_of(fn);
    Param *p = acc_param_at(def, index);
    if (!p || !p->sym || !def->body || def->is_unsafe)
        return false;
    const AccSet *acc = acc_summary_of(def);
    if (!acc)
        return true;
    for (int i = 0; i < acc->n; i++)
        if ((acc->v[i].root == p->sym || acc->v[i].root == NULL) && acc->v[i].async)
            return true;
    return false;
}

/* Is call a call of a function whose name starts with prefix? */
bool acc_callee_is(const Node *call, const char *prefix)
{
    const Token *t = call->kind == ND_CALL && call->lhs && call->lhs->kind == ND_VAR ? call->lhs->tok : NULL;
    size_t k = strlen(prefix);
    return t && (size_t)t->len >= k && !strncmp(t->loc, prefix, k);
}

typedef struct {
    bool (*match)(Node *call);
    int depth;
    bool found;
} CallSearch;

static void search_call(Node *n, void *arg)
{
    CallSearch *cs = arg;
    if (cs->found || (n->kind != ND_CALL && n->kind != ND_PRISM_CALL))
        return;
    if (cs->match(n)) {
        cs->found = true;
        return;
    }
    Function *f = acc_callee(n);
    if (f && f->body && cs->depth < 4 && acc_calls_within(f->body, cs->match, cs->depth + 1))
        cs->found = true;
}

/* Does n make a call that match accepts, itself or in a function it calls
 * (four calls down at most)? */
bool acc_calls_within(Node *n, bool (*match)(Node *call), int depth)
{
    CallSearch cs = {match, depth, false};
    node_visit(n, LIMIT_NEST_DEPTH * 4, search_call, &cs);
    return cs.found;
}
