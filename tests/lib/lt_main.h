/*
 * tests/lib/lt_main.h - what the generated per-type code (lt_host.m4)
 * hands the sweep driver (lt_main.c).
 *
 * Loads, stores, exchanges and shuffles only move bits, so the driver
 * checks them once for every type with byte comparisons; reductions and
 * scans need each type's operator and equality, so their checks are
 * generated per (type, operator) and only report pass or fail here.
 */
#ifndef LT_MAIN_H
#define LT_MAIN_H

#include <stddef.h>
#include <stdint.h>

/* A kernel launcher with the element-typed arguments passed by address. */
typedef int (*lt_move_fn)(unsigned grid, unsigned block, const void *in, void *dump, void *rt, int n, int valid,
                          int mode, const void *oob);
typedef int (*lt_shfl_fn)(unsigned grid, unsigned block, const void *in, void *out, int width, int arg, int mode);
typedef int (*lt_shape_fn)(unsigned grid, const void *in, void *dump, void *rt, int valid, int mode,
                           const void *oob);

typedef struct lt_shape {
    unsigned block, items;
    lt_shape_fn run;
} lt_shape_t;

typedef struct lt_type {
    const char *name; /* suffix: i32, ..., kv */
    size_t size;
    void (*gen)(void *dst, size_t count, uint32_t seed); /* small values, see lt_host.m4 */
    lt_move_fn bload, wload;
    lt_shfl_fn wshfl;
    const lt_shape_t *shapes;
    int nshapes;
} lt_type_t;

/* Reduction and scan checks: 0 on success; on failure print why to stderr. */
typedef struct lt_combo {
    const char *type, *op;
    int (*wred)(unsigned block, int width, int mode, int valid);
    int (*bred)(unsigned block, int n, int mode, int valid);
    int (*bscan)(unsigned block, int n, int mode, int tiles);
} lt_combo_t;

extern const lt_type_t lt_types[];
extern const int lt_ntypes;
extern const lt_combo_t lt_combos[];
extern const int lt_ncombos;

/* Launch refusal check: a kernel launched at a block size its bound forbids. */
int lt_refused(unsigned block);

/* Device buffers and copies (the prism host API), failing loudly. */
void *lt_dev(size_t bytes);
void lt_put(void *dev, const void *host, size_t bytes);
void lt_get(void *host, const void *dev, size_t bytes);

#endif /* LT_MAIN_H */
