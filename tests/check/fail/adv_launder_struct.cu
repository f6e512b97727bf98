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
 * check-known-to-fail
 *
 * check-error-start
adv_launder_struct.cu:16:0: error: P041 expected by the marker (bless.sh writes the text once the rule lands)
 * check-error-end
 */
