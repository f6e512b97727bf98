/*
 * cp_async.c - the report of an asynchronous copy PTX leaves undefined
 * (include/prism/emu/emu.h makes the copy itself, inline in kernel code).
 *
 * On the GPU a misaligned cp.async faults ("misaligned address") and a
 * source size above the copy's is undefined behaviour: either may read
 * past what the program meant to copy.  Here both stop the launch with the
 * kernel, block, thread and the call's file:line, as any dynamic check.
 */
#include <stdint.h>

#include "internal.h"

_Noreturn void prism_emu_cp_async_fault(const void *smem_dst, const void *gmem_src, unsigned size,
                                        unsigned src_bytes, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_cp_async");
    emu_block *b = f->blk;
    emu_site site = emu_site_at(f, file, line);
    if (src_bytes > size)
        emu_error_begin(b, site, "async-copy",
                        "%u-byte asynchronous copy with a source size of %u bytes: PTX allows at most the copy's "
                        "size (thread %u of block %u, kernel '%s')",
                        size, src_bytes, f->id, b->bid.x, b->L->k->name);
    else
        emu_error_begin(b, site, "async-copy",
                        "%u-byte asynchronous copy from %p to %p: both addresses must be %u-byte aligned "
                        "(thread %u of block %u, kernel '%s')",
                        size, gmem_src, smem_dst, size, f->id, b->bid.x, b->L->k->name);
    emu_fail(b);
}
