/*
 * adv_port_bitonic_break_per_thread.cu - an odd-even transposition sort in
 * shared memory with CUDA's "early out": each thread keeps a flag
 * "my pair was already in order" and leaves the phase loop with `break`
 * when it is set.  The threads whose pairs are sorted stop coming to the
 * barrier after each phase while the others still swap and wait: a hang,
 * or a barrier that opens early and lets a neighbour read a half-swapped
 * pair.  The break's condition is thread[1] in block[1] code: P032.
 */
#include "prism.h"

PRISM_KERNEL(oddeven, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), 128) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, keys, 128);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(1)) int sorted = 0;
            PRISM_PARTITION(w, keys, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    w[0] = in[base + 2 * t];
                    w[1] = in[base + 2 * t + 1];
                }
            }
            for (int phase = 0; phase < 128; phase++) {
                PRISM_AT(THREAD(1)) const int i = 2 * t + (phase & 1);
                PRISM_PARTITION(p, keys, THREAD(1), i) {
                    PRISM_GROUP(THREAD(1)) {
                        sorted = 1;
                        if (i + 1 < 128 && p[0] > p[1]) {
                            const int32_t a = p[0];
                            p[0] = p[1];
                            p[1] = a;
                            sorted = 0;
                        }
                    }
                }
                if (sorted && phase > 1) /* error P032 */
                    break;
            }
            PRISM_PARTITION(o, ob, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    o[0] = keys[2 * t];
                    o[1] = keys[2 * t + 1];
                }
            }
        }
    }
}
/*
 * check-name: adversarial port: odd-even sort leaving the phase loop on a per-thread "sorted" flag
 * check-exit-value: 1
 *
 * check-error-start
adv_port_bitonic_break_per_thread.cu:40:21: error: the condition of 'if' reads 'sorted' at thread[1] in code at block[1]: threads of one block[1] could take different paths [P032]
adv_port_bitonic_break_per_thread.cu:20:37: note: 'sorted' is declared thread[1] here
adv_port_bitonic_break_per_thread.cu:40:21: note: at stake: a barrier or collective under this condition would run on only some threads of the unit and hang or read garbage
adv_port_bitonic_break_per_thread.cu:40:21: note: fix: threads cannot leave a unit's code early (the others would wait for them at its next barrier or collective); keep the work under the opposite condition in thread code instead: PRISM_GROUP(THREAD(1)) { if (i < n) { ... } } (docs/GUIDE.md, 'Bounds checks and per-thread loops')
adv_port_bitonic_break_per_thread.cu:40:21: note: see: prism-check --explain P032
 * check-error-end
 */
