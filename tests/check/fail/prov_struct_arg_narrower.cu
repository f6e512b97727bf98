/*
 * prov_struct_arg_narrower.cu - a struct holding the block's tile pointer,
 * made in block[1] code (legal there), passed by value from thread code to
 * a PRISM_DEVICE parameter at thread[1] that stores through it: each thread
 * receives the block's memory, as `PRISM_CALL(put, tile + k, ...)` would
 * (P073, SPEC 3.2); also with a compound literal made of a block[1] pointer
 * (red team A6 3).
 */
#include "prism.h"
typedef struct { int *p; } Box;
PRISM_DEVICE(void, thread_put, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(Box, b, THREAD(1)), PRISM_PARAM(int, v, THREAD(1)))
{
    b.p[0] = v;
}
PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 128);
        Box b = {tile};
        int *q = tile;
        PRISM_GROUP(THREAD(1)) {
            r = tile[g];
            PRISM_CALL(thread_put, b, g); /* error P073 */
            PRISM_CALL(thread_put, (Box){q}, g); /* error P073 */
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: red-team A6 3: a struct holding a block[1] pointer passed by value to a thread[1] parameter (P073)
 * check-exit-value: 1
 *
 * check-error-start
prov_struct_arg_narrower.cu:27:36: error: argument holding a pointer into 'tile' (block[1]) given to parameter 'b' at thread[1] of 'thread_put': a struct keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P073]
prov_struct_arg_narrower.cu:12:14: note: parameter 'b' is declared thread[1] here
prov_struct_arg_narrower.cu:27:36: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
prov_struct_arg_narrower.cu:27:36: note: fix: partition the pointer to the parameter's perspective before the call: PRISM_PARTITION(part, ptr, LEVEL(n), offset) { PRISM_CALL(f, part); } with the parameter's level
prov_struct_arg_narrower.cu:27:36: note: see: prism-check --explain P073
prov_struct_arg_narrower.cu:28:36: error: argument holding a pointer into 'q' (block[1]) given to parameter 'b' at thread[1] of 'thread_put': a struct keeps the owner of the pointers put in it; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P073]
prov_struct_arg_narrower.cu:12:14: note: parameter 'b' is declared thread[1] here
prov_struct_arg_narrower.cu:28:36: note: at stake: a writable pointer at another perspective would let the callee write memory its units do not own
prov_struct_arg_narrower.cu:28:36: note: fix: partition the pointer to the parameter's perspective before the call: PRISM_PARTITION(part, ptr, LEVEL(n), offset) { PRISM_CALL(f, part); } with the parameter's level
 * check-error-end
 */
