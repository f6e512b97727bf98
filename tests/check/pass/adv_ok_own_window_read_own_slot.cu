/*
 * adv_ok_own_window_read_own_slot.cu - the look-alikes of
 * adv_own_window_read_neighbour.cu that read no element another unit
 * writes (SPEC 6.3, P067).
 *
 * The first reads and writes only its own slot w[0] of a write partition.
 * The second reads its neighbours from a read-only input, not through
 * the write partition, and writes only its own slot of the output: nobody writes what
 * the reads see.  The third reads w[2] and writes w[0] with a stride of
 * 4: the element it reads is in its own slot, never in a neighbour's.
 */
#include "prism.h"

PRISM_DEVICE(void, scale_own, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, s, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, s, THREAD(1), t + 1) {
        PRISM_GROUP(THREAD(1)) {
            w[0] = w[0] * 0.5f;
        }
    }
}

PRISM_DEVICE(void, smooth_from_input, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, in, BLOCK(1)), PRISM_PARAM(float *, out, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            w[0] = (in[t] + in[t + 1] + in[t + 2]) / 3.0f;
        }
    }
}

PRISM_DEVICE(void, stride_own, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, s, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(w, s, THREAD(1), t * 4) {
        PRISM_GROUP(THREAD(1)) {
            w[0] = w[2] + w[3];
        }
    }
}
/*
 * check-name: adversarial legal (ownership): a write partition whose units read only their own slots, or a read-only input (P067)
 *
 * check-error-start
 * check-error-end
 */
