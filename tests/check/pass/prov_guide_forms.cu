/*
 * prov_guide_forms.cu - the forms docs/GUIDE.md gives for pointers the
 * host put in memory: a Params struct read through a pointer, taken in
 * grid code and partitioned; a batched table of per-block matrices, each
 * block's entry through its partition of the table; a __constant__ table's
 * entry and a __constant__ pointer taken in grid code (its memory is the
 * grid's, not "uniform", red team P3); a __device__ pointer
 * read as a pointer to const (SPEC 5.2; fail/prov_loaded_pointer has the
 * forms that take them in thread code).
 */
#include "prism.h"
typedef struct {
    float *out;
    int n;
} Params;
__device__ float *g_out;
__constant__ float *c_outs[2];
__constant__ float *c_out;
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(const Params *, prm, GRID(1)), PRISM_PARAM(float *const *, cs, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_AT(THREAD(1)) const int t = g % 128;
    float *out = prm->out;
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1.0f; }
    }
    float *co = c_outs[1];    /* a __constant__ table's entry, taken in grid code */
    PRISM_PARTITION(cw, co, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { cw[0] = 4.0f; }
    }
    float *c1 = c_out;        /* a __constant__ pointer, taken in grid code */
    PRISM_PARTITION(c1w, c1, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { c1w[0] = 5.0f; }
    }
    PRISM_GROUP(THREAD(1)) {
        const float *peek = g_out; /* a pointer to const: any unit may read */
        (void)peek;
    }
    PRISM_PARTITION(cb, cs, BLOCK(1), b) {
        PRISM_GROUP(BLOCK(1)) {
            float *c = cb[0];
            PRISM_PARTITION(cw, c, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) { cw[0] = 3.0f; }
            }
        }
    }
}
/*
 * check-name: pointers the host put in memory, taken where they are owned (docs/GUIDE.md)
 */
