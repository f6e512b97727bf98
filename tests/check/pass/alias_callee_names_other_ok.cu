/*
 * alias_callee_names_other_ok.cu - the look-alikes of
 * fail/alias_callee_names_arg.cu: the same Prism functions, each narrowing a
 * parameter and using memory it names itself inside (or the converse),
 * given memory of their own (a PRISM_SHARED tile, a grid buffer that is no
 * __device__ array): the two names are two buffers.
 */
#include "prism.h"
__shared__ int fsh[128];
__device__ int gbuf[4096];
/* narrows its parameter, reads the file-scope array by name inside */
PRISM_DEVICE(void, narrows_p, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, BLOCK(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(pt, p, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            pt[0] = t + 1;
            o[0] = fsh[(t + 1) % 128];
        }
    }
}
/* narrows the file-scope array by name, reads its parameter inside */
PRISM_DEVICE(void, narrows_named, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, q, BLOCK(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(ft, fsh, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            ft[0] = t + 1;
            o[0] = q[(t + 1) % 128];
        }
    }
}
/* reads the file-scope array through a plain helper inside the scope of its parameter */
static __device__ int read_fsh(int i)
{
    return fsh[i];
}
PRISM_DEVICE(void, narrows_p_helper, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, BLOCK(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(pt, p, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            pt[0] = t + 1;
            o[0] = read_fsh((t + 1) % 128);
        }
    }
}
/* passes its parameter on to narrows_p: its callers inherit the pair */
PRISM_DEVICE(void, passes_on, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, r, BLOCK(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_CALL(narrows_p, r, o);
}
/* grid level: narrows its parameter per thread, reads the __device__ array inside */
PRISM_DEVICE(void, grid_narrows, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, d, GRID(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(dg, d, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            dg[0] = g;
            o[0] = gbuf[(g + 1) % 4096];
        }
    }
}
PRISM_KERNEL(kern, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int *, scratch, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int v = 0;
    PRISM_CALL(grid_narrows, scratch, &v);
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        PRISM_CALL(narrows_p, tile, &v);
        PRISM_CALL(narrows_named, tile, &v);
        PRISM_CALL(passes_on, tile, &v);
        PRISM_CALL(narrows_p_helper, tile, &v);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: Prism functions that name memory themselves, given other memory for the parameters they narrow
 *
 * check-error-start
 * check-error-end
 */
