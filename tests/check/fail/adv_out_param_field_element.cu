/*
 * adv_out_param_field_element.cu - SPEC 5.1's out-parameter rule reaches
 * past whole scalars: a field of a block[1] local struct and an element of
 * a block[1] local array written through their addresses by a plain C
 * helper from a per-thread value (P030); memcpy into a block[1] local
 * from the block's shared tile, whose writable memory reads as thread[1]
 * (SPEC 5.2; P030); a block[1] local written through its address in warp
 * code (P031).
 */
#include "prism.h"
#include <string.h>

typedef struct {
    int lo, hi;
} Range;

static inline void set_to(int *p, int v)
{
    *p = v;
}

PRISM_DEVICE(void, reach, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(const int *, hdr, GRID(1)))
{
    PRISM_SHARED(int, tile, 128);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) Range r = {0, 0};
    set_to(&r.hi, hdr[t]); /* error P030 */
    PRISM_AT(BLOCK(1)) int steps[2] = {0, 0};
    set_to(&steps[1], t); /* error P030 */
    PRISM_AT(BLOCK(1)) int word = 0;
    memcpy(&word, tile, sizeof word); /* error P030 */
    PRISM_AT(BLOCK(1)) int warps = 0;
    PRISM_GROUP(THREAD(32)) {
        set_to(&warps, 1); /* error P031 */
    }
    if (r.hi + steps[1] + word + warps > 0)
        prism_syncthreads();
}
/*
 * check-name: adversarial: out-parameters into a field, an element, from writable memory, and from narrower code
 * check-exit-value: 1
 *
 * check-error-start
adv_out_param_field_element.cu:28:12: error: local 'r' at block[1] receives a value computed from 't' at thread[1], written by 'set_to' through its address: values flow only from broader to narrower [P030]
adv_out_param_field_element.cu:27:30: note: 'r' is declared block[1] here
adv_out_param_field_element.cu:28:12: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_out_param_field_element.cu:28:12: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_out_param_field_element.cu:28:12: note: see: prism-check --explain P030
adv_out_param_field_element.cu:30:12: error: local array 'steps' at block[1] receives a value computed from 't' at thread[1] from 'set_to' through this pointer: values flow only from broader to narrower [P030]
adv_out_param_field_element.cu:29:28: note: 'steps' is declared block[1] here
adv_out_param_field_element.cu:30:12: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_out_param_field_element.cu:30:12: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_out_param_field_element.cu:32:12: error: local 'word' at block[1] receives a value computed from the writable memory 'tile' points to at thread[1], written by 'memcpy' through its address: values flow only from broader to narrower [P030]
adv_out_param_field_element.cu:31:28: note: 'word' is declared block[1] here
adv_out_param_field_element.cu:32:12: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
adv_out_param_field_element.cu:32:12: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
adv_out_param_field_element.cu:35:16: error: write through the address of 'warps' at block[1] in code at thread[32]: only part of the block[1] runs here, so it would stop being uniform [P031]
adv_out_param_field_element.cu:33:28: note: 'warps' is declared block[1] here
adv_out_param_field_element.cu:35:16: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
adv_out_param_field_element.cu:35:16: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
adv_out_param_field_element.cu:35:16: note: see: prism-check --explain P031
 * check-error-end
 */
