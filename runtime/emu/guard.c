/*
 * guard.c - a report instead of a bare SIGSEGV when a GPU thread faults
 * (or aborts: a failed assert() in kernel code is a device-side assert).
 *
 * Fiber stacks have guard regions below them (fiber.c) and device
 * buffers have guards around them and stay fenced after prism_dev_free
 * (devmem.c), so a stack overflow, an out-of-bounds or use-after-free
 * access and a null pointer all fault at the access.  While a launch runs,
 * every worker has an alternate signal stack (the faulting stack may be
 * the one that overflowed) and a handler that, for a fault in kernel code,
 * prints one error naming what was hit, the kernel, block and thread and
 * the faulting source line, then ends the process with PRISM_ERR_DYNAMIC:
 * the fiber cannot be resumed, and unwinding it from a signal handler
 * could leave a lock (malloc's, stdio's) held.  The line comes from the
 * faulting pc through addr2line (binutils), when it is installed and the
 * code has debug info; otherwise the report gives the object and offset
 * to look up.  Faults outside kernel code go to the handler that was
 * there before (ASan's in sanitizer builds).
 */
#include <dlfcn.h>
#include <elf.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <ucontext.h>
#include <unistd.h>

#include "internal.h"

#define ALT_STACK_SIZE (64u * 1024u)
/* Below this an address is a null pointer plus an offset (Linux's mmap_min_addr). */
#define NULL_ZONE (64u * 1024u)

static struct sigaction old_segv, old_bus, old_abrt;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;
static atomic_int reporting;

static void say(const char *s)
{
    size_t n = strlen(s);
    while (n) {
        ssize_t w = write(2, s, n);
        if (w <= 0)
            return;
        s += w;
        n -= (size_t)w;
    }
}

static uintptr_t fault_pc(void *ucv)
{
#if defined(__x86_64__)
    return (uintptr_t)((ucontext_t *)ucv)->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
    return (uintptr_t)((ucontext_t *)ucv)->uc_mcontext.pc;
#else
    (void)ucv;
    return 0;
#endif
}

/*
 * The object holding pc and the address addr2line wants for it: the
 * offset from the load base, or pc itself in a non-PIE executable.
 */
static int pc_object(uintptr_t pc, char *obj, size_t len, uintptr_t *at)
{
    Dl_info di, self;
    if (!pc || !dladdr((void *)pc, &di) || !di.dli_fbase)
        return 0;
    const Elf64_Ehdr *eh = di.dli_fbase;
    *at = eh->e_type == ET_EXEC ? pc : pc - (uintptr_t)di.dli_fbase;
    /* The main program's dli_fname may be argv[0] or empty: name it through /proc. */
    if (dladdr((void *)pc_object, &self) && self.dli_fbase == di.dli_fbase) {
        ssize_t n = readlink("/proc/self/exe", obj, len - 1);
        if (n <= 0)
            return 0;
        obj[n] = '\0';
    } else {
        snprintf(obj, len, "%s", di.dli_fname ? di.dli_fname : "?");
    }
    return 1;
}

/*
 * "file:line" of obj+at from addr2line, relative to the working directory
 * when under it; 0 if unknown.  inlined_by: the line that the code at was
 * inlined into (addr2line -i's second line), when there is one.
 */
static int addr2line(const char *obj, uintptr_t at, int inlined_by, char *out, size_t len)
{
    int fd[2];
    char hex[32];
    snprintf(hex, sizeof hex, "%#lx", (unsigned long)at);
    if (pipe(fd) != 0)
        return 0;
    pid_t pid = fork();
    if (pid < 0) {
        close(fd[0]);
        close(fd[1]);
        return 0;
    }
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        close(fd[1]);
        close(2);
        if (inlined_by)
            execlp("addr2line", "addr2line", "-i", "-e", obj, hex, (char *)0);
        else
            execlp("addr2line", "addr2line", "-e", obj, hex, (char *)0);
        _exit(127);
    }
    close(fd[1]);
    size_t got = 0;
    ssize_t r;
    while (got + 1 < len && (r = read(fd[0], out + got, len - 1 - got)) > 0)
        got += (size_t)r;
    close(fd[0]);
    waitpid(pid, 0, 0);
    out[got] = '\0';
    /* The first (or second) line, less a trailing " (discriminator N)": a path may hold spaces. */
    char *second = strchr(out, '\n');
    if (inlined_by && second && second[1])
        memmove(out, second + 1, strlen(second + 1) + 1);
    out[strcspn(out, "\n")] = '\0';
    char *disc = strstr(out, " (discriminator ");
    if (disc)
        *disc = '\0';
    size_t end = strlen(out);
    if (end < 3 || out[0] == '?' || !strcmp(out + end - 2, ":?") || !strcmp(out + end - 2, ":0"))
        return 0;
    char cwd[512];
    size_t n;
    if (getcwd(cwd, sizeof cwd) && (n = strlen(cwd)) && strncmp(out, cwd, n) == 0 && out[n] == '/')
        memmove(out, out + n + 1, strlen(out + n + 1) + 1);
    return 1;
}

/* What the fault at addr hit, and the report's [kind]. */
static const char *classify(const emu_fiber *f, const char *addr, char *what, size_t len)
{
    if (addr >= (const char *)f->stack->guard && addr < (const char *)f->stack->lo) {
        snprintf(what, len, "overflowed its %zu-byte fiber stack (set PRISM_EMU_STACK higher, e.g. PRISM_EMU_STACK=%zuk)",
                 f->stack->size, f->stack->size / 512);
        return "stack-overflow";
    }
    if (emu_smem_describe(f->blk, addr, what, len))
        return "smem-bounds";
    if (emu_devmem_describe(addr, what, len))
        return "device-memory";
    if ((uintptr_t)addr < NULL_ZONE) {
        snprintf(what, len, "null pointer access (address %p)", (const void *)addr);
        return "device-memory";
    }
    snprintf(what, len, "invalid memory access at address %p", (const void *)addr);
    return "device-memory";
}

/* sig: SIGSEGV or SIGBUS at addr, or SIGABRT (abort(), a failed assert). */
static void report(int sig, emu_block *b, emu_fiber *f, const void *addr, uintptr_t pc)
{
    char what[320], obj[512], site[640], msg[1600];
    const emu_launch *L = b->L;
    const char *kind = "device-assert";
    if (sig == SIGABRT)
        snprintf(what, sizeof what, "called abort(): a failed assert() stops the kernel, as a device-side assert does");
    else
        kind = classify(f, addr, what, sizeof what);
    uintptr_t at = 0;
    /* abort()'s pc is in libc's raise: the assert's own message names the line. */
    int have_obj = sig != SIGABRT && pc_object(pc, obj, sizeof obj, &at);
    if (!have_obj || !addr2line(obj, at, 0, site, sizeof site))
        snprintf(site, sizeof site, "prism-emu");
    snprintf(msg, sizeof msg, "%s: error: thread %u of block %u (kernel '%s') %s [%s]\n", site, f->id, b->bid.x,
             L->k->name, what, kind);
    say(msg);
    if (!strcmp(site, "prism-emu") && have_obj) {
        snprintf(msg, sizeof msg, "prism-emu: note: the faulting instruction is at %s+%#lx (addr2line -e %s %#lx)\n",
                 obj, (unsigned long)at, obj, (unsigned long)at);
        say(msg);
    }
    if (L->file) {
        snprintf(msg, sizeof msg, "%s:%d: note: kernel '%s' launched here (grid %u, block %u threads)\n", L->file,
                 L->line, L->k->name, L->grid, L->block);
        say(msg);
    }
    snprintf(msg, sizeof msg,
             "prism-emu: kernel '%s' stopped in block %u (grid %u, block %u threads): the faulting thread cannot be "
             "resumed; exiting with status %d\n",
             L->k->name, b->bid.x, L->grid, L->block, PRISM_ERR_DYNAMIC);
    say(msg);
}

/*
 * What the program printed before the fault is written out, as a normal
 * exit would: _exit drops stdio's buffers, and to a file or pipe (CI logs)
 * stdout is fully buffered, so every earlier line would be lost.  Not
 * fflush(NULL): a stream another thread holds (a worker faulting in printf,
 * paused below) would never be released; a stream held by this thread is
 * its own and is flushed as it stands.
 */
static void flush_stdio(void)
{
    FILE *const streams[] = {stdout, stderr};
    for (size_t i = 0; i < sizeof streams / sizeof *streams; i++) {
        if (ftrylockfile(streams[i]) == 0) {
            fflush_unlocked(streams[i]);
            funlockfile(streams[i]);
        }
    }
}

static void on_fault(int sig, siginfo_t *si, void *uc)
{
    emu_block *b = emu_cur_block;
    emu_fiber *f = b ? b->cur : 0;
    if (f && f->stack) {
        /* One report per process: a second faulting worker waits to be ended with it. */
        if (atomic_exchange(&reporting, 1) != 0)
            for (;;)
                pause();
        flush_stdio();
        report(sig, b, f, si->si_addr, fault_pc(uc));
        _exit(PRISM_ERR_DYNAMIC);
    }
    /* Not kernel code: hand the signal to the handler that was installed before. */
    const struct sigaction *old = sig == SIGBUS ? &old_bus : sig == SIGABRT ? &old_abrt : &old_segv;
    if (old->sa_flags & SA_SIGINFO) {
        old->sa_sigaction(sig, si, uc);
    } else if (old->sa_handler != SIG_IGN && old->sa_handler != SIG_DFL) {
        old->sa_handler(sig);
    } else if (sig == SIGABRT) {
        signal(sig, SIG_DFL);
        raise(sig);
    } else {
        signal(sig, SIG_DFL); /* returning re-runs the access: the default action ends the process */
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
    /* A failed assert() in kernel code: its message is on stderr, and what
     * was printed before it must not be lost with stdio's buffers. */
    sigaction(SIGABRT, &sa, &old_abrt);
}

int emu_caller_line(uintptr_t ret, char *out, size_t len)
{
    char obj[512];
    uintptr_t at = 0;
    /* ret - 1: the call instruction's own line, not the next one's. */
    return ret && pc_object(ret - 1, obj, sizeof obj, &at) && addr2line(obj, at, 1, out, len);
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
