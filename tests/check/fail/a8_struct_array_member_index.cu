/* expect: P030 */
/* form: struct with an array member, element chosen by the thread id */
#include "prism.h"
typedef struct { int a[2]; } Pair;
PRISM_DEVICE(void, k, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) Pair s = {{0, 0}};
    s.a[t & 1] = 1; /* error P030 */
    if (s.a[0])
        prism_syncthreads();
}
/*
 * check-name: red team A8 (convergence): struct with an array member, element chosen by the thread id
 * check-exit-value: 1
 *
 * check-error-start
a8_struct_array_member_index.cu:9:5: error: 's' at block[1] cannot receive a thread[1] value (from 't'): values flow only from broader to narrower [P030]
a8_struct_array_member_index.cu:7:35: note: 't' is declared thread[1] here
a8_struct_array_member_index.cu:9:5: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
a8_struct_array_member_index.cu:9:5: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
a8_struct_array_member_index.cu:9:5: note: see: prism-check --explain P030
 * check-error-end
 */
