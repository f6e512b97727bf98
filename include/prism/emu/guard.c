/*
 * guard.c - a readable message when a GPU thread overflows its fiber
 * stack.
 *
 * Each fiber stack has a PROT_NONE page below it, so an overflow faults
 * instead of corrupting the neighbouring stack.  A bare SIGSEGV says
 * nothing about why, so while a launch runs every worker has an
 * alternate signal stack and a handler that recognises a fault in the
 * running fiber's guard page, names the thread and PRISM_EMU_STACK, and
 * then lets the default action kill the process (there is no safe way to
 * resume the kernel).  Other faults go to whatever handler was there
 * before.  ASan builds keep ASan's own handler, which reports stack
 * overflows itself.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

#if !EMU_ASAN

#define ALT_STACK_SIZE (64u * 1024u)

static struct sigaction old_segv, old_bus;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;

static void on_fault(int sig, siginfo_t *si, void *uc)
{
    emu_block *b = emu_cur_block;
    emu_fiber *f = b ? b->cur : 0;
    const char *addr = si->si_addr;
    if (f && f->stack && addr >= (const char *)f->stack->map && addr < (const char *)f->stack->lo) {
        char msg[256];
        int n = snprintf(msg, sizeof msg,
                         "prism-emu: thread %u of block %u (kernel '%s') overflowed its %zu-byte fiber stack; "
                         "set PRISM_EMU_STACK higher (e.g. PRISM_EMU_STACK=%zuk)\n",
                         f->id, b->bid.x, b->L->k->name, f->stack->size, f->stack->size / 512);
        if (n > 0)
            (void)!write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1);
        signal(sig, SIG_DFL); /* returning re-runs the access: the default action ends the process */
        return;
    }
    /* Not ours: hand the fault to the handler that was installed before. */
    const struct sigaction *old = sig == SIGBUS ? &old_bus : &old_segv;
    if (old->sa_flags & SA_SIGINFO) {
        old->sa_sigaction(sig, si, uc);
    } else if (old->sa_handler != SIG_IGN && old->sa_handler != SIG_DFL) {
        old->sa_handler(sig);
    } else {
        signal(sig, SIG_DFL);
    }
}

static void install(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &old_segv);
    sigaction(SIGBUS, &sa, &old_bus);
}

void emu_guard_enter(emu_guard *g)
{
    pthread_once(&install_once, install);
    memset(g, 0, sizeof *g);
    stack_t ss;
    ss.ss_sp = malloc(ALT_STACK_SIZE);
    ss.ss_size = ALT_STACK_SIZE;
    ss.ss_flags = 0;
    if (ss.ss_sp && sigaltstack(&ss, &g->old) == 0)
        g->mine = ss.ss_sp;
    else
        free(ss.ss_sp);
}

void emu_guard_leave(emu_guard *g)
{
    if (!g->mine)
        return;
    sigaltstack(&g->old, 0);
    free(g->mine);
    g->mine = 0;
}

#else

void emu_guard_enter(emu_guard *g)
{
    memset(g, 0, sizeof *g);
}

void emu_guard_leave(emu_guard *g)
{
    (void)g;
}

#endif
