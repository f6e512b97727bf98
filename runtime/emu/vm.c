/*
 * vm.c - guard regions and the machine's mapping limit, shared by the
 * fiber stacks (fiber.c) and the device allocations (devmem.c).
 *
 * A guard is address space that faults when touched.  Linux 6.13 and
 * later install one with madvise(MADV_GUARD_INSTALL) without splitting the
 * mapping it lies in; elsewhere mprotect(PROT_NONE) does it, and every
 * guard inside a mapping then costs two entries of the process's
 * vm.max_map_count (the guard and the part above it).  The worker count
 * (launch.c) and the device allocator read which one is in use so that
 * neither can run the process out of mappings.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"

#ifndef MADV_GUARD_INSTALL
#define MADV_GUARD_INSTALL 102 /* linux/mman.h, 6.13 */
#endif

size_t emu_page_size(void)
{
    long p = sysconf(_SC_PAGESIZE);
    return p > 0 ? (size_t)p : 4096u;
}

/* 1: madvise guards work here; 0: mprotect; -1: not probed yet. */
static int light = -1;

int emu_vm_guard(void *p, size_t len)
{
    if (!emu_vm_guards_split())
        return madvise(p, len, MADV_GUARD_INSTALL) == 0;
    return mprotect(p, len, PROT_NONE) == 0;
}

int emu_vm_guards_split(void)
{
    int mode = __atomic_load_n(&light, __ATOMIC_RELAXED);
    if (mode < 0) {
        /* Probe once on a scratch page; PRISM_EMU_GUARD=mprotect forces the old way (tests use it). */
        static const char *const words[] = {"mprotect", "probe"};
        if (emu_env_word("PRISM_EMU_GUARD", words, 2) == 0) {
            mode = 0;
        } else {
            size_t pg = emu_page_size();
            void *m = mmap(0, pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
            mode = m != MAP_FAILED && madvise(m, pg, MADV_GUARD_INSTALL) == 0;
            if (m != MAP_FAILED)
                munmap(m, pg);
        }
        __atomic_store_n(&light, mode, __ATOMIC_RELAXED);
    }
    return mode == 0;
}

unsigned long emu_vm_max_maps(void)
{
    static unsigned long cached;
    unsigned long v = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (v)
        return v;
    v = 65530; /* the kernel's default (DEFAULT_MAX_MAP_COUNT) */
    FILE *f = fopen("/proc/sys/vm/max_map_count", "r");
    if (f) {
        unsigned long r;
        if (fscanf(f, "%lu", &r) == 1 && r > 0)
            v = r;
        fclose(f);
    }
    __atomic_store_n(&cached, v, __ATOMIC_RELAXED);
    return v;
}
