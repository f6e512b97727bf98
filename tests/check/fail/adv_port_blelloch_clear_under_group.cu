/*
 * adv_port_blelloch_clear_under_group.cu - Blelloch's `if (thid == 0)
 * temp[n - 1] = 0;` between the up-sweep and the down-sweep, ported as a
 * claim of the tile read by every thread (PRISM_GROUP(THREAD(1))) with the
 * thread test inside.  The claim names no owner, and the first down-sweep
 * step (which reads temp[n - 1]) is ordered against the claim's owner
 * only: with every thread the "owner", the checker could not place the
 * barrier that the clear needs.  A claimed name used under a group is
 * P064 (PRISM_ONE_CLAIM is the spelling).
 */
#include "prism.h"

#define N 256

PRISM_KERNEL(blelloch_clear, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(N / 2), WARP(1)), PRISM_SMEM(N * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * N;
    PRISM_PARTITION_TILE(ob, out, BLOCK(1), N) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, temp, N);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(w, temp, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    w[0] = in[base + 2 * t];
                    w[1] = in[base + 2 * t + 1];
                }
            }
            PRISM_CLAIM(z, temp, THREAD(1)) {
                PRISM_GROUP(THREAD(1)) {
                    if (t == 0)
                        z[N - 1] = 0; /* error P064 */
                }
            }
            PRISM_PARTITION(o, ob, THREAD(1), 2 * t) {
                PRISM_GROUP(THREAD(1)) {
                    o[0] = temp[2 * t];
                    o[1] = temp[2 * t + 1];
                }
            }
        }
    }
}
/*
 * check-name: adversarial port: Blelloch's clear of the last element through a claim under a thread group
 * check-exit-value: 1
 *
 * check-error-start
adv_port_blelloch_clear_under_group.cu:32:25: error: claimed 'z' (thread[1]) used in code at thread[1]: a claim is used only inside the one thread[1] split arm that owns it [P064]
adv_port_blelloch_clear_under_group.cu:29:13: note: claimed here
adv_port_blelloch_clear_under_group.cu:32:25: note: at stake: the claimed memory would be used by units that do not own it
adv_port_blelloch_clear_under_group.cu:32:25: note: fix: use the claimed name only inside the one arm that owns it, entered inside the claim: PRISM_ONE { ... } for one thread of the code's unit, PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } } for one warp (a PRISM_GROUP repeats its body for every unit, so every unit would own it); claim from the pointer's own perspective into a narrower unit
adv_port_blelloch_clear_under_group.cu:32:25: note: see: prism-check --explain P064
 * check-error-end
 */
