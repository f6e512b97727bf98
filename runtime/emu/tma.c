/*
 * tma.c - tensor maps and the 2-D TMA load (cp.async.bulk.tensor) on the
 * emulator.
 *
 * The map is our own record in the opaque 128 bytes.  A load copies the
 * box at once: box element (r, c) is global element (row + r, col + c),
 * zero when outside the tensor (negative coordinates included, as the
 * hardware fills out-of-bounds boxes); in shared memory the box is dense
 * and row-major, then each 16-byte chunk moves by the swizzle of its
 * offset from the (repeat-aligned) destination, PTX ISA "Tensor
 * Swizzling Modes": chunk bits [4, 4+b) are XORed with bits [7, 7+b),
 * b = 1, 2, 3 for the 32, 64, 128-byte modes.  Then the box's bytes
 * complete on the mbarrier (out-of-bounds bytes count too).
 */
#include <stdio.h>
#include <string.h>

#include "hopper.h"

#define TMAP_MAGIC 0x746d6170u /* "tmap" */

typedef struct emu_tmap {
    unsigned magic, dtype, esize, span;
    const unsigned char *base;
    unsigned long long rows, cols, stride;
    unsigned box_rows, box_cols;
} emu_tmap;

_Static_assert(sizeof(emu_tmap) <= sizeof(prism_tensor_map_t), "the emulator's map fits the opaque bytes");

int prism_tensor_map_2d(prism_tensor_map_t *map, const void *base, prism_dtype_t dtype, unsigned long long rows,
                        unsigned long long cols, unsigned long long row_stride_bytes, unsigned box_rows,
                        unsigned box_cols, prism_swizzle_t swizzle)
{
    if (!map) {
        fprintf(stderr, "prism-tma: map is a null pointer\n");
        return PRISM_ERR_LAUNCH;
    }
    memset(map, 0, sizeof *map);
    if (prism_tensor_map_validate(base, dtype, rows, cols, row_stride_bytes, box_rows, box_cols, swizzle))
        return PRISM_ERR_LAUNCH;
    /* A tensor larger than its device buffer: the GPU would fault at some load; say so now. */
    if (!emu_devmem_check(base, (size_t)((rows - 1) * row_stride_bytes + cols * prism_dtype_bytes(dtype)),
                          "prism_tensor_map_2d"))
        return PRISM_ERR_LAUNCH;
    emu_tmap t = {TMAP_MAGIC, (unsigned)dtype, prism_dtype_bytes(dtype), prism_swizzle_bytes(swizzle),
                  base,       rows,            cols,                     row_stride_bytes,
                  box_rows,   box_cols};
    memcpy(map->opaque, &t, sizeof t);
    return PRISM_OK;
}

/* The swizzle's repeat (8 spans), or 128 bytes, TMA's own minimum alignment of a destination. */
static unsigned dst_alignment(unsigned span)
{
    return span >= 32 ? 8 * span : 128;
}

void prism_emu_tma_load_2d(void *dst, const prism_tensor_map_t *map, unsigned box_rows, unsigned box_cols, int row,
                           int col, prism_mbarrier_t *bar, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_tma_load_2d");
    emu_block *b = f->blk;
    emu_site site = emu_site_at(f, file, line);
    emu_tmap t;
    memcpy(&t, map->opaque, sizeof t);
    if (t.magic != TMAP_MAGIC) {
        emu_error_begin(b, site, "tma", "prism_tma_load_2d: the tensor map was not made by prism_tensor_map_2d (thread %u)",
                        f->id);
        emu_fail(b);
    }
    if (box_rows != t.box_rows || box_cols != t.box_cols) {
        emu_error_begin(b, site, "tma",
                        "prism_tma_load_2d names a %u x %u box, but the tensor map's box is %u x %u (thread %u)",
                        box_rows, box_cols, t.box_rows, t.box_cols, f->id);
        emu_fail(b);
    }
    emu_mbarrier *m = emu_mbarrier_find(emu_hopper_of(b), bar);
    if (!m) {
        emu_error_begin(b, site, "tma",
                        "prism_tma_load_2d completes on an mbarrier that prism_mbarrier_init did not set up (thread %u)",
                        f->id);
        emu_fail(b);
    }
    unsigned char *d = dst;
    /* Swizzle addresses are shared-window addresses: the arena offset where there is one. */
    unsigned smem_bytes = b->L->k->smem;
    uintptr_t addr = d >= b->smem && d < b->smem + smem_bytes ? (uintptr_t)(d - b->smem) : (uintptr_t)d;
    unsigned align = dst_alignment(t.span);
    if (addr % align != 0) {
        emu_error_begin(b, site, "tma",
                        "prism_tma_load_2d: destination at shared offset 0x%lx is not %u-byte aligned, as the "
                        "%u-byte swizzle requires (thread %u)",
                        (unsigned long)addr, align, t.span, f->id);
        emu_fail(b);
    }
    unsigned long long bytes = (unsigned long long)box_rows * box_cols * t.esize;
    if (d >= b->smem && d < b->smem + smem_bytes && (unsigned long long)(d - b->smem) + bytes > smem_bytes) {
        emu_error_begin(b, site, "tma",
                        "prism_tma_load_2d: the %llu-byte box at shared offset 0x%lx ends past the block's %u-byte "
                        "arena (thread %u)",
                        bytes, (unsigned long)addr, smem_bytes, f->id);
        emu_fail(b);
    }
    unsigned aoff, aend;
    if (d >= b->smem && d < b->smem + smem_bytes && emu_smem_alloc_of(b, (unsigned)addr, &aoff, &aend) &&
        addr + bytes > aend) {
        emu_error_begin(b, site, "tma",
                        "prism_tma_load_2d: the %llu-byte box at shared offset 0x%lx ends past its allocation "
                        "[0x%x, 0x%x): the copy overwrites the next one (thread %u)",
                        bytes, (unsigned long)addr, aoff, aend, f->id);
        emu_fail(b);
    }
    if (d >= b->smem && d < b->smem + smem_bytes)
        emu_wgmma_check_overwrite(b, f, (unsigned)addr, (unsigned)(addr + bytes), site);
    for (unsigned r = 0; r < box_rows; r++)
        for (unsigned c = 0; c < box_cols; c++) {
            long long gr = (long long)row + r, gc = (long long)col + c;
            unsigned off = emu_swizzle((r * box_cols + c) * t.esize, t.span);
            if (gr < 0 || gc < 0 || (unsigned long long)gr >= t.rows || (unsigned long long)gc >= t.cols)
                memset(d + off, 0, t.esize);
            else
                memcpy(d + off, t.base + (unsigned long long)gr * t.stride + (unsigned long long)gc * t.esize,
                       t.esize);
        }
    emu_mbarrier_complete_tx(b, m, (unsigned)bytes);
}
