/*
 * check_scopes.c - the code-perspective constructs: group, split, id.
 *
 * group(q) replicates its body over every q unit of the code perspective,
 * so q must be derivable from the bound: no broader than the code, and a
 * divisor of a perspective of the bound at q's level (Fig. 7).  A split
 * shards the available units into arms that start aligned to their size
 * (Figs. 9, 10); units past the last arm do nothing.
 */
#include "check_internal.h"

#include <stdio.h>

static const char *split_name(const Persp *p)
{
    switch (p->spelling) {
    case PS_WARP:
        return "WARP";
    case PS_WARPGROUP:
        return "WARPGROUP";
    case PS_BLOCK:
        return "BLOCK";
    default:
        return "THREAD";
    }
}

void check_group(Ctx *c, Node *node)
{
    Ctx inner = *c;
    if (!persp_valid(&node->persp)) {
        inner.poisoned = true;
        walk_body(&inner, node->body);
        return;
    }
    Pv q = pv_of(&node->persp);
    Pv cp = ctx_persp(c);
    Token *at = node->persp.tok ? node->persp.tok : node->tok;
    if (!c->poisoned) {
        if (q.lvl > cp.lvl || (q.lvl == cp.lvl && q.n > cp.n))
            diag(DIAG_ERROR, at, "P010", "group(%s) is broader than the code perspective %s: a group can only narrow",
                 pv_str(q), pv_str(cp));
        else if (q.lvl == cp.lvl && cp.n % q.n != 0)
            diag(DIAG_ERROR, at, "P010",
                 "group(%s) does not evenly divide the code perspective %s: the units would not tile it", pv_str(q),
                 pv_str(cp));
        else if (!bound_derives(&c->bound, q))
            diag(DIAG_ERROR, at, "P010",
                 "group(%s) cannot be derived from the perspective bound %s: nothing says a %s is whole %s units",
                 pv_str(q), bound_str(&c->bound), pv_str(cp), pv_str(q));
    }
    /* The body is checked at q either way: it is what the programmer meant. */
    inner.bound = bound_enter(&c->bound, q);
    /* A group of the code's own threads (THREAD(256) of a block pinned at 256) is one unit: it repeats
     * nothing (red team rt24: a claim's PRISM_ONE inside it drew P064). */
    bool whole = q.lvl == PL_THREAD && ((cp.lvl == PL_BLOCK && cp.n == 1 && q.n == c->bound.blockdim) ||
                                        (cp.lvl == PL_THREAD && q.n == cp.n));
    if (!pv_eq(q, cp) && !whole) {
        inner.replicas = c->replicas + 1;
        inner.thread_at = 0;
    }
    /* A block (or grid) unit holds one block unit of each block; thread
     * units need the sizes, the block's from BLOCKDIM. */
    if (cp.lvl != PL_THREAD && q.lvl != PL_THREAD) {
        inner.units = c->units;
    } else {
        int64_t outer = cp.lvl == PL_THREAD ? cp.n : c->bound.blockdim;
        int64_t each = q.lvl == PL_THREAD ? q.n : c->bound.blockdim;
        inner.units = c->units > 0 && outer > 0 && each > 0 && outer % each == 0 ? c->units * (outer / each) : -1;
    }
    walk_body(&inner, node->body);
}

/* Units of `unit` threads (or blocks) available to a split in this code; -1 if unknown. */
static int64_t split_total(Ctx *c, int lvl)
{
    Pv cp = ctx_persp(c);
    if (cp.lvl == lvl)
        return cp.n;
    /* Across one level from level[1] (block[1] into threads, grid[1] into
     * blocks), or a thread split in grid[1] or block[m] code, which splits
     * every block: a unit's thread index is its index in its block (SPEC 4.2). */
    bool one_level = cp.lvl == lvl + 1 && cp.n == 1;
    bool every_block = lvl == PL_THREAD && ((cp.lvl == PL_GRID && cp.n == 1) || cp.lvl == PL_BLOCK);
    if (!one_level && !every_block)
        return -1;
    int64_t total = -1;
    for (int i = 1; i < c->bound.n; i++)
        if (c->bound.p[i].lvl == lvl && c->bound.p[i].n > total)
            total = c->bound.p[i].n;
    return total;
}

static void walk_arm(Ctx *c, Node *split, Node *arm, Pv p, bool poisoned, int64_t first, int64_t count)
{
    Ctx inner = *c;
    inner.poisoned = c->poisoned || poisoned;
    if (!inner.poisoned)
        inner.bound = bound_enter(&c->bound, p);
    /* A thread split of grid or block[m] code splits every block: its arm is
     * one arm per block, as a group's is one per unit (red team rt14: a
     * claim's PRISM_CASE(1) there is thread 0 of every block). */
    Pv cp = ctx_persp(c);
    if (p.lvl == PL_THREAD && (cp.lvl == PL_GRID || (cp.lvl == PL_BLOCK && cp.n > 1)))
        inner.replicas++;
    ctx_enter_scope(&inner, p);
    if (inner.narms < MAX_ARMS) {
        inner.arms[inner.narms] = arm;
        inner.arm_splits[inner.narms] = split;
        inner.arm_first[inner.narms] = first;
        inner.arm_count[inner.narms] = count;
        inner.narms++;
    }
    if (p.lvl == PL_THREAD)
        inner.thread_at = first;
    walk_body(&inner, arm->body);
}

/*
 * Would the split's arms be legal largest first?  Then a P021 says which
 * order to write (a 128 + 256 producer/consumer split of 384 threads:
 * consumers first).  Arms of one size keep their order, so the suggestion
 * names the arms the user wrote.
 */
static bool sorted_fits(Node *stmts, bool braced, int64_t avail, bool whole, char *buf, size_t len)
{
    int64_t size[MAX_ARMS];
    int k = 0;
    for (Node *s = stmts; s; s = braced ? s->next : NULL) {
        if (s->kind != ND_SPLIT_CASE)
            continue;
        if (!s->val_ok || s->val <= 0 || k == MAX_ARMS)
            return false;
        size[k++] = s->val;
    }
    for (int i = 1; i < k; i++)
        for (int j = i; j > 0 && size[j - 1] < size[j]; j--) {
            int64_t t = size[j];
            size[j] = size[j - 1];
            size[j - 1] = t;
        }
    int64_t off = 0;
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < k; i++) {
        if (off % size[i] != 0 || (!whole && avail % size[i] != 0))
            return false;
        off += size[i];
        int w = snprintf(buf + used, len - used, "%sPRISM_CASE(%lld)", i ? ", " : "", (long long)size[i]);
        if (w < 0 || (size_t)w >= len - used)
            return false;
        used += (size_t)w;
    }
    return off <= avail;
}

/*
 * An arm is a unit like any PRISM_GROUP's, so it obeys the same sizes: an
 * arm of 24 or 48 threads straddles warps as thread[24] does (P002), and
 * neither __syncwarp nor bar.sync can meet it nor a lane mask name it.
 */
static bool arm_unit_valid(int lvl, int64_t size, Token *at)
{
    Persp p = {.level = lvl == PL_BLOCK ? PL_BLOCK : PL_THREAD, .size = size, .tok = at};
    return persp_valid(&p);
}

void check_split(Ctx *c, Node *node)
{
    int lvl = node->persp.level;
    int64_t unit = node->persp.size > 0 ? node->persp.size : 1;
    const char *lname = split_name(&node->persp);
    Pv cp = ctx_persp(c);
    bool layout_ok = !c->poisoned && (lvl == PL_THREAD || lvl == PL_BLOCK);
    int64_t avail = -1;
    bool whole = false;

    /* PRISM_ONE's thread split only picks a thread out of a block or
     * something narrower; say so in the shorthand's terms, not the split's. */
    bool one = equal(node->tok, "PRISM_ONE") || equal(node->tok, "PRISM_ONE_CLAIM");
    if (layout_ok && one && (cp.lvl == PL_GRID || (cp.lvl == PL_BLOCK && cp.n > 1))) {
        diag(DIAG_ERROR, node->tok, "P109",
             "%.*s in code at %s: one thread of a %s is not a unit a thread split can pick; write "
             "PRISM_GROUP(BLOCK(1)) around it for one thread per block",
             node->tok->len, node->tok->loc, pv_str(cp), pv_str(cp));
        layout_ok = false;
    }
    if (layout_ok) {
        int64_t total = split_total(c, lvl);
        if (total < 0) {
            diag(DIAG_ERROR, node->tok, "P020",
                 "split(%s) in code at %s: the bound %s does not say how many %s units there are here", lname,
                 pv_str(cp), bound_str(&c->bound), lname);
            layout_ok = false;
        } else if (total % unit != 0) {
            diag(DIAG_ERROR, node->tok, "P020", "split(%s) in code at %s: %lld threads are not whole %s units",
                 lname, pv_str(cp), (long long)total, lname);
            layout_ok = false;
        } else {
            avail = total / unit;
            /* The units are the whole pinned block: its base is thread 0 in
             * every block, so an arm at a multiple of its size is aligned
             * whether or not its size divides the rest (SPEC 4.2). */
            whole = lvl == PL_THREAD && c->bound.blockdim > 0 && total == c->bound.blockdim &&
                    (cp.lvl == PL_THREAD || cp.lvl == PL_BLOCK || (cp.lvl == PL_GRID && cp.n == 1));
        }
    }

    /* The arms: the statements of a braced body, or a single statement
     * (whose `next` is the split's sibling, not another arm). */
    bool braced = node->body && node->body->kind == ND_BLOCK;
    Node *stmts = braced ? node->body->body : node->body;
    int64_t off = 0;
    bool over = false;
    for (Node *s = stmts; s; s = braced ? s->next : NULL) {
        if (s->kind == ND_NULL_STMT)
            continue;
        if (s->kind != ND_SPLIT_CASE) {
            diag(DIAG_ERROR, s->tok, "P023",
                 "a split body holds only PRISM_CASE arms; this statement would run outside every arm");
            continue; /* its perspective is no one's: checking it would only cascade */
        }
        bool arm_bad = !layout_ok;
        int64_t n = s->val;
        int64_t first = layout_ok && s->val_ok ? off : -1; /* where the arm starts, for claims (P063) */
        if (!s->val_ok) {
            layout_ok = false; /* the front end reported it; later offsets are unknown */
            arm_bad = true;
        } else if (layout_ok) {
            Token *at = s->lhs && s->lhs->tok ? s->lhs->tok : s->tok;
            if (n <= 0) {
                diag(DIAG_ERROR, at, "P001", "split arm of %lld %s units: an arm size must be positive", (long long)n,
                     lname);
                arm_bad = true;
                layout_ok = false;
            } else if (n > avail) {
                diag(DIAG_ERROR, at, "P020", "split arm of %lld %s units exceeds the %lld available", (long long)n,
                     lname, (long long)avail);
                arm_bad = true;
                over = true;
            } else if (!whole && avail % n != 0) {
                diag(DIAG_ERROR, at, "P020",
                     "split arm of %lld %s units does not divide the %lld available: its units would not be aligned",
                     (long long)n, lname, (long long)avail);
                arm_bad = true;
            } else if (off + n > avail && !over) {
                /* Before alignment: arms that do not fit fit in no order
                 * (red team d1, c32: 2, 1, 2 warps of 4 drew P021). */
                diag(DIAG_ERROR, at, "P022",
                     "split arms need %lld %s units but only %lld are available: arms run in parallel",
                     (long long)(off + n), lname, (long long)avail);
                arm_bad = true;
                over = true;
            } else if (off % n != 0) {
                diag(DIAG_ERROR, at, "P021",
                     "split arm of %lld %s units starts at unit %lld, not a multiple of its size: it would not be aligned",
                     (long long)n, lname, (long long)off);
                char order[256];
                if (sorted_fits(stmts, braced, avail, whole, order, sizeof order))
                    note(at, "the arms are aligned largest first: %s", order);
                arm_bad = true;
            } else if (!arm_unit_valid(lvl, n * unit, at)) {
                arm_bad = true; /* last: a layout error above says more about the arm */
            }
            off += n;
        }
        Pv p = lvl == PL_BLOCK ? PV(PL_BLOCK, n) : PV(PL_THREAD, n * unit);
        if (lvl == PL_THREAD) /* threads from the frame's first: nested arms compare (red team rt21) */
            walk_arm(c, node, s, p, arm_bad, first < 0 || c->thread_at < 0 ? -1 : c->thread_at + first * unit,
                     first < 0 ? -1 : n * unit);
        else
            walk_arm(c, node, s, p, arm_bad, first, first < 0 ? -1 : n);
    }
}

Val check_id(Ctx *c, Node *node)
{
    Val v = mkval(PV_THREAD1, node->tok, "PRISM_ID");
    if (!persp_valid(&node->persp))
        return v;
    Pv q = pv_of(&node->persp);
    Pv cp = ctx_persp(c);
    v.p = q;
    v.what = arena_printf("PRISM_ID(%s)", pv_str(q));
    /* PRISM_PARTITION_TILE's own id (parse_sugar.c) is legal exactly where
     * its partition is: P060 has said it already. */
    if (c->poisoned || equal(node->tok, "PRISM_PARTITION_TILE"))
        return v;
    Token *at = node->persp.tok ? node->persp.tok : node->tok;
    if (!pv_le(q, cp))
        diag(DIAG_ERROR, at, "P033", "PRISM_ID(%s) in code at %s: the unit must be no broader than the code perspective",
             pv_str(q), pv_str(cp));
    else if (pv_eq(q, cp))
        /* The code is one such unit, so the id is 0 in every unit: the
         * index the programmer meant only exists one scope further out. */
        diag(DIAG_ERROR, at, "P033",
             "PRISM_ID(%s) in code at %s is always 0: the code is one %s unit; take the id in the "
             "enclosing scope (outside this PRISM_GROUP or PRISM_CASE, or in the caller)",
             pv_str(q), pv_str(cp), pv_str(q));
    else if (!bound_derives(&c->bound, q))
        diag(DIAG_ERROR, at, "P033",
             "PRISM_ID(%s) in code at %s: the bound %s does not cut the code into %s units", pv_str(q), pv_str(cp),
             bound_str(&c->bound), pv_str(q));
    return v;
}
