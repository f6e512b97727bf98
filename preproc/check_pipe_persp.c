/*
 * check_pipe_persp.c - who runs a pipeline's scopes (SPEC 8.3), judged
 * where the type-system walk knows the code's perspective and how many
 * units run it: a PRODUCE is one thread (P136), and the threads that run a
 * CONSUME are the arrivals its pipeline expects (P137).
 */
#include "check_internal.h"

/* P136 (the producer is one thread) and P137 (the arrivals are the consumers' threads). */
void pipe_scope_persp(Ctx *c, Node *node)
{
    PipeScope *ps = pipe_scope_of(node);
    if (!ps || !ps->pipe || c->poisoned)
        return;
    Pv cp = ctx_persp(c);
    if (ps->produce) {
        if (!pv_eq(cp, PV_THREAD1))
            diag(DIAG_ERROR, ps->tok, "P136",
                 "PRISM_PRODUCE in code at %s: the producer of a round is one thread (its arrival on the full "
                 "barrier carries the bytes); wrap it in PRISM_ONE",
                 pv_str(cp));
        else if (c->units != 1)
            diag(DIAG_ERROR, ps->tok, "P136",
                 "PRISM_PRODUCE in thread[1] code that %s of each block run%s (a group repeats its code once per "
                 "thread): the producer of a round is one thread (its arrival on the full barrier carries the "
                 "bytes); pick one with PRISM_ONE",
                 c->units > 0 ? arena_printf("%lld threads", (long long)c->units) : "several threads",
                 c->units > 0 ? "" : "s");
        return;
    }
    /* Who runs the scope: each run of this point at its perspective. */
    int64_t size = cp.lvl == PL_THREAD ? cp.n : c->bound.blockdim;
    int64_t threads = c->units > 0 && size > 0 ? c->units * size : 0;
    int64_t arrivals;
    /* A count the checker cannot evaluate cannot be compared; a wrong one hangs the producer,
     * so, as for the rounds (P134), "cannot prove" is the error. */
    if (!ps->pipe->arrivals || !const_eval(ps->pipe->arrivals, &arrivals)) {
        diag(DIAG_ERROR, ps->pipe->arrivals ? ps->pipe->arrivals->tok : ps->pipe->tok, "P137",
             "the CONSUMER_ARRIVALS of '%s' is not a constant the checker can evaluate, so it cannot prove that it "
             "equals the threads that run PRISM_CONSUME%s; a wrong count hangs the producer: write the number",
             ps->pipe->sym->name,
             threads > 0 ? arena_printf(" (%lld here)", (long long)threads) : "");
        note(ps->tok, "the pipeline is consumed here");
        return;
    }
    if (threads <= 0) {
        diag(DIAG_ERROR, ps->tok, "P137",
             "cannot count the threads that run this PRISM_CONSUME, so the checker cannot prove that they are the "
             "%lld arrivals '%s' expects; a wrong count hangs the producer: run the scope in code of a known "
             "thread count (a split arm of a pinned block)",
             (long long)arrivals, ps->pipe->sym->name);
        note(ps->pipe->arrivals->tok, "the arrivals are declared here");
        return;
    }
    if (arrivals != threads) {
        diag(DIAG_ERROR, ps->tok, "P137",
             "PRISM_CONSUME run by %lld threads arrives %lld times on the stage's empty barrier, but '%s' expects "
             "%lld arrivals: the producer %s",
             (long long)threads, (long long)threads, ps->pipe->sym->name, (long long)arrivals,
             arrivals > threads ? "waits forever" : "refills a stage that is still being read");
        note(ps->pipe->arrivals->tok, "the arrivals are declared here");
    }
}
