/*
 * adv_ok_port_out_param_reads.cu - the legal side of SPEC 5.1's
 * out-parameter rule: a block[1] local whose address is passed to a
 * callee that only reads through it (a pointer-to-const parameter, or a
 * plain C helper whose body never writes through its pointer) receives
 * nothing, and a value returned from reading it is as broad as the local;
 * a field or an element of a block[1] local written by a helper from
 * block[1] arguments in block code stays block[1]; memcpy from
 * read-only (const) memory at the block's index is block[1] too.
 */
#include "prism.h"
#include <string.h>

typedef struct {
    int lo, hi;
} Range;

static inline int peek(const int *p)
{
    return *p;
}

static inline int peek_rw(int *p)
{
    return *p + 1;
}

static inline void set_to(int *p, int v)
{
    *p = v;
}

PRISM_KERNEL(out_reads_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, hdr, GRID(1)), PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = in[g];
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) int n = hdr[b] & 7;
        PRISM_AT(BLOCK(1)) const int n1 = peek(&n);
        PRISM_AT(BLOCK(1)) const int n2 = peek_rw(&n);
        PRISM_AT(BLOCK(1)) Range r = {0, 0};
        set_to(&r.hi, n1 + n2);
        PRISM_AT(BLOCK(1)) int steps[2] = {0, 0};
        set_to(&steps[1], hdr[b + 1] & 3);
        PRISM_AT(BLOCK(1)) int word = 0;
        memcpy(&word, hdr + b, sizeof word);
        for (int k = r.lo; k < (r.hi & 15) + steps[1] + (word & 1); k++) {
            PRISM_PARTITION(w, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { w[0] = v; }
            }
            PRISM_GROUP(THREAD(1)) { v += tile[t ^ 1]; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port legal: a local's address given to readers, and out-parameters written with block-uniform values
 *
 * check-error-start
 * check-error-end
 */
