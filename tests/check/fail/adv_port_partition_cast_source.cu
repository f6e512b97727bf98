/*
 * adv_port_partition_cast_source.cu - CUB's TempStorage union ported as
 * one byte buffer reinterpreted per phase, with the cast written straight
 * into the partition: PRISM_PARTITION(w, (float *)raw, THREAD(1), t).
 * Inside, the thread also peeks at its neighbour's slot through the raw
 * buffer, `((const int *)raw)[t ^ 1]`, before the partition's barrier:
 * the neighbour may not have stored it yet (the transpose's race).  A
 * partition's source must be a pointer variable or parameter, an
 * identifier (SPEC 6.3, P060), so that the checker knows what to hide;
 * with the cast in place nothing is hidden.  (Compiled, the macro's
 * hiding declaration does not parse either.)
 */
#include "prism.h"

PRISM_KERNEL(union_phase, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int v = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned char, raw, 512);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, (float *)raw, THREAD(1), t) { /* error P060 */
            PRISM_GROUP(THREAD(1)) {
                w[0] = (float)in[g];
                v = ((const int *)raw)[t ^ 1];
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: a partition whose source is a cast of the shared buffer, the buffer read inside
 * check-exit-value: 1
 *
 * check-error-start
adv_port_partition_cast_source.cu:23:28: error: the source of a partition must be the name of the memory (a pointer variable or parameter), not an expression: the name is what the scope hides [P060]
adv_port_partition_cast_source.cu:23:28: note: at stake: a partition from narrower code would split memory that not all of its owners see
adv_port_partition_cast_source.cu:23:28: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
adv_port_partition_cast_source.cu:23:28: note: see: prism-check --explain P060
 * check-error-end
 */
