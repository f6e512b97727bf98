/*
 * fiber.c - execution contexts for GPU threads: a context switch and the
 * stacks it runs on.
 *
 * On x86-64 the switch is ours: it saves the callee-saved registers and
 * the stack pointer, and loads another set.  The SSE and x87 control words
 * are callee-saved in the SysV ABI too, but every fiber starts with the
 * creator's and kernel code never changes them, so they are set once at
 * creation, not at every switch (ldmxcsr and fldcw are slow).  That is a
 * dozen instructions and
 * no system call, where swapcontext also saves the signal mask with a
 * syscall on every switch; a barrier-heavy kernel switches once per thread
 * per barrier, so this is the emulator's inner loop.  Elsewhere (or with
 * -DPRISM_EMU_UCONTEXT) ucontext does the job, slowly but portably.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"

#if EMU_ASAN
#include <sanitizer/asan_interface.h>
#endif

#if EMU_ASM_SWITCH

/*
 * void prism_emu__switch(void **save_sp, void *load_sp)
 * Frame below a saved sp, from low to high addresses: r15, r14, r13, r12,
 * rbx, rbp, return address.
 *
 * prism_emu__start is where a fresh context "returns" to: r12 holds the
 * argument and r13 the entry function, which never returns; r14 holds the
 * creator's MXCSR and x87 control word, loaded once here.
 */
__asm__(".text\n"
        ".p2align 4\n"
        ".globl prism_emu__switch\n"
        ".hidden prism_emu__switch\n"
        ".type prism_emu__switch,@function\n"
        "prism_emu__switch:\n"
        "    pushq %rbp\n"
        "    pushq %rbx\n"
        "    pushq %r12\n"
        "    pushq %r13\n"
        "    pushq %r14\n"
        "    pushq %r15\n"
        "    movq %rsp, (%rdi)\n"
        "    movq %rsi, %rsp\n"
        "    popq %r15\n"
        "    popq %r14\n"
        "    popq %r13\n"
        "    popq %r12\n"
        "    popq %rbx\n"
        "    popq %rbp\n"
        "    ret\n"
        ".size prism_emu__switch,.-prism_emu__switch\n"
        ".p2align 4\n"
        ".globl prism_emu__start\n"
        ".hidden prism_emu__start\n"
        ".type prism_emu__start,@function\n"
        "prism_emu__start:\n"
        "    pushq %r14\n"
        "    ldmxcsr (%rsp)\n"
        "    fldcw 4(%rsp)\n"
        "    popq %r14\n"
        "    movq %r12, %rdi\n"
        "    callq *%r13\n"
        "    ud2\n"
        ".size prism_emu__start,.-prism_emu__start\n");

void prism_emu__switch(void **save_sp, void *load_sp);
void prism_emu__start(void);

void emu_ctx_make(emu_ctx *ctx, const emu_stack *stack, void (*entry)(void *), void *arg)
{
    /*
     * After the switch pops the frame and returns into prism_emu__start,
     * rsp must be 16-byte aligned so that its call leaves the entry
     * function with the alignment the ABI promises.
     */
    uintptr_t top = ((uintptr_t)stack->lo + stack->size) & ~(uintptr_t)15;
    uint64_t *sp = (uint64_t *)(top - 7 * 8);
    uint32_t mxcsr;
    uint16_t fpucw;
    __asm__ volatile("stmxcsr %0" : "=m"(mxcsr));
    __asm__ volatile("fnstcw %0" : "=m"(fpucw));
    sp[0] = 0;                                         /* r15 */
    sp[1] = (uint64_t)mxcsr | (uint64_t)fpucw << 32;   /* r14 */
    sp[2] = (uint64_t)(uintptr_t)entry;                /* r13 */
    sp[3] = (uint64_t)(uintptr_t)arg;                  /* r12 */
    sp[4] = 0;                                         /* rbx */
    sp[5] = 0;                                         /* rbp: ends frame-pointer walks */
    sp[6] = (uint64_t)(uintptr_t)prism_emu__start; /* popped by ret: rsp = top, 16-byte aligned */
    ctx->sp = sp;
}

void emu_ctx_switch(emu_ctx *from, emu_ctx *to)
{
    prism_emu__switch(&from->sp, to->sp);
}

#else /* ucontext */

static void start_uc(unsigned hi_fn, unsigned lo_fn, unsigned hi_arg, unsigned lo_arg)
{
    /* makecontext passes ints only: pointers arrive in two halves. */
    void (*entry)(void *) = (void (*)(void *))(((uintptr_t)hi_fn << 16 << 16) | lo_fn);
    void *arg = (void *)(((uintptr_t)hi_arg << 16 << 16) | lo_arg);
    entry(arg);
    abort(); /* entry never returns */
}

void emu_ctx_make(emu_ctx *ctx, const emu_stack *stack, void (*entry)(void *), void *arg)
{
    uintptr_t fn = (uintptr_t)entry, a = (uintptr_t)arg;
    if (getcontext(&ctx->uc) != 0)
        abort();
    ctx->uc.uc_stack.ss_sp = stack->lo;
    ctx->uc.uc_stack.ss_size = stack->size;
    ctx->uc.uc_link = 0;
    makecontext(&ctx->uc, (void (*)(void))start_uc, 4, (unsigned)(fn >> 16 >> 16), (unsigned)fn,
                (unsigned)(a >> 16 >> 16), (unsigned)a);
}

void emu_ctx_switch(emu_ctx *from, emu_ctx *to)
{
    if (swapcontext(&from->uc, &to->uc) != 0)
        abort();
}

#endif

size_t emu_stack_size(void)
{
    static size_t cached;
    size_t sz = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (sz)
        return sz;
    sz = (size_t)emu_env_size("PRISM_EMU_STACK", 256u * 1024u, 16u * 1024u, 1ull << 30, "16k..1024m");
    size_t pg = emu_page_size();
    sz = (sz + pg - 1) / pg * pg;
    __atomic_store_n(&cached, sz, __ATOMIC_RELAXED);
    return sz;
}

unsigned long emu_stacks_maps(unsigned n)
{
    /* mprotect'ed guards alternate with stacks: 2n + 1 pieces; madvise guards leave one. */
    return emu_vm_guards_split() ? 2ul * n + 1 : 1;
}

int emu_stacks_alloc(emu_stacks *r, unsigned n)
{
    size_t size = emu_stack_size(), step = EMU_STACK_GUARD + size;
    memset(r, 0, sizeof *r);
    r->s = calloc(n, sizeof *r->s);
    if (!r->s)
        return 0;
    /* MAP_NORESERVE: a stack only costs the pages a kernel touches. */
    void *m = mmap(0, step * n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED) {
        free(r->s);
        r->s = 0;
        return 0;
    }
    r->map = m;
    r->mapsz = step * n;
    for (unsigned i = 0; i < n; i++) {
        char *g = (char *)m + (size_t)i * step;
        /* The guard below each stack turns an overflow into a fault instead of a write into the neighbour. */
        if (!emu_vm_guard(g, EMU_STACK_GUARD)) {
            emu_stacks_free(r);
            return 0;
        }
        r->s[i] = (emu_stack){g, g + EMU_STACK_GUARD, size};
    }
    r->n = n;
    return 1;
}

void emu_stacks_free(emu_stacks *r)
{
#if EMU_ASAN
    /* The address range may come back from mmap later: leave no redzones on it. */
    if (r->map)
        __asan_unpoison_memory_region(r->map, r->mapsz);
#endif
    if (r->map)
        munmap(r->map, r->mapsz);
    free(r->s);
    memset(r, 0, sizeof *r);
}
