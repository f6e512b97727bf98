/*
 * smem.c - the block's shared arena.
 *
 * The arena is exactly the kernel's declared budget, allocated on its own
 * so that ASan sees an access past the budget; prism_smem_at checks every
 * allocation against the budget and reports the one that does not fit.
 * Fresh arenas are poisoned by default (0xA5 bytes: a NaN-free but
 * unlikely float, a large negative int) because GPU shared memory starts
 * with garbage and a kernel that reads it before writing is wrong.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static int smem_byte(void)
{
    static int cached = -1;
    int v = __atomic_load_n(&cached, __ATOMIC_RELAXED);
    if (v < 0) {
        const char *env = getenv("PRISM_EMU_SMEM");
        v = env && strcmp(env, "zero") == 0 ? 0 : 0xA5;
        __atomic_store_n(&cached, v, __ATOMIC_RELAXED);
    }
    return v;
}

void emu_smem_init(unsigned char *arena, unsigned bytes)
{
    if (arena && bytes)
        memset(arena, smem_byte(), bytes);
}

void *prism_emu_smem_at(unsigned off, unsigned end, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_smem_at");
    emu_block *b = f->blk;
    unsigned budget = b->L->k->smem;
    emu_site site = emu_site_at(f, file, line);
    if (end > budget || off > end) {
        emu_error_begin(b, site, "smem-budget",
                        "shared allocation of bytes [%u, %u) exceeds kernel '%s' budget PRISM_SMEM(%u) by %u bytes "
                        "(thread %u, block %u)",
                        off, end, b->L->k->name, budget, end > budget ? end - budget : 0u, f->id, b->bid.x);
        emu_fail(b);
    }
    return b->smem + off;
}
