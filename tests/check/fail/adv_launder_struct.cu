/*
 * adv_launder_struct.cu - the shared tile is put into a struct (a
 * "tensor view" with a stride) and every thread stores through the field:
 * block-owned memory written without a partition, so no barrier follows.
 */
#include "prism.h"

struct view { float *data; int stride; };

PRISM_DEVICE(float, via_struct, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_SHARED(float, tile, 256);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) struct view s;
    s.data = tile; /* error P041 */
    s.stride = 1;
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_GROUP(THREAD(1)) {
        s.data[t * s.stride] = v;
        r = s.data[(t + 1) % 256];
    }
    return r;
}
/*
 * check-name: adversarial: a block-owned pointer laundered through a struct field
 * check-exit-value: 1
 *
 * check-error-start
adv_launder_struct.cu:16:12: error: 's' at thread[1] takes a pointer into 'tile' (block[1]): a struct, array or integer holding an address keeps its owner's perspective; writable memory changes owner through PRISM_PARTITION or PRISM_CLAIM [P041]
adv_launder_struct.cu:16:12: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_launder_struct.cu:16:12: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_launder_struct.cu:16:12: note: see: prism-check --explain P041
 * check-error-end
 */
