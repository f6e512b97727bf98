/*
 * prov_lookalikes.cu - the forms of fail/prov_rvalue_holders.cu,
 * prov_struct_arg_narrower.cu and prov_loaded_pointer.cu that stay legal:
 * each made of a partition's narrowed name (the thread's own slot), read
 * only, or read from the unit's own part of a table of pointers (`wp[0]`
 * of a thread's partition of `pp`, `cb[0]` of a block's of `cs`).
 * `int *const *` is a table of writable pointers, not a pointer to const
 * cast away: storing through its entries is no P041 (red team A6 4).
 */
#include "prism.h"
typedef struct { int *p; } Box;
__device__ Box mk(int *q) { Box b; b.p = q; return b; }
__device__ Box *ref(Box *b) { return b; }
PRISM_DEVICE(void, thread_put, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(Box, b, THREAD(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    b.p[0] = v;
}
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(1024),
             PRISM_PARAM(int *const *, pp, GRID(1)), PRISM_PARAM(int *const *, cs, GRID(1)),
             PRISM_PARAM(const int *const *, ro, GRID(1)), PRISM_PARAM(int *const *, rd, GRID(1)),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        Box bb = {tile};
        const int *cptrs[2] = {tile, tile};
        PRISM_GROUP(THREAD(1)) {
            r = *(cptrs + 1)[g] + ref(&bb)->p[g] + mk(tile).p[g] + ({ tile; })[g]; /* reads */
        }
        prism_syncthreads();
        PRISM_PARTITION(w, tile, THREAD(1), g) {
            PRISM_GROUP(THREAD(1)) {
                Box mine = {w};
                ({ w; })[0] = g;
                mk(w).p[0] += 1;
                ref(&mine)->p[0] += 1;
                (g & 1 ? mine : mk(w)).p[0] += 1;
                PRISM_CALL(thread_put, mine, g);
                PRISM_CALL(thread_put, (Box){w}, g);
            }
        }
    }
    PRISM_GROUP(THREAD(1)) {
        r += ro[0][g];           /* a read through a read-only table */
        r += rd[0][g];           /* a read through a shared entry */
    }
    PRISM_PARTITION(wp, pp, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            int *mine = wp[0];   /* the thread's own entry of the table */
            mine[0] = g;
            wp[0][1] = g;        /* no P041: the entries are writable pointers */
        }
    }
    PRISM_PARTITION(cb, cs, BLOCK(1), b) {
        PRISM_GROUP(BLOCK(1)) {
            int *c = cb[0];      /* the block's own entry, at block[1] */
            PRISM_PARTITION(cw, c, THREAD(1), g) {
                PRISM_GROUP(THREAD(1)) { cw[0] = r; }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A6 look-alikes: partition names through rvalue holders, struct arguments and pointer tables each unit owns an entry of
 */
