/*
 * adv_ok_atomic_helper_grid.cu - grid counters updated only through plain
 * C helpers that apply atomics (SPEC 6.7: any number of atomics on grid
 * memory in one kernel; only a plain access after them is P108): a blind
 * bump twice, an atomic whose ticket the helper returns, a PRISM_DEVICE
 * applying one, twice, and the inline atomic after them.  The tickets are thread[1] values, stored through
 * the thread's own partition.  Legal.
 */
#include "prism.h"

static __device__ void bump(int *c, int by)
{
    atomicAdd(c, by);
}

static __device__ int ticket(int *c)
{
    return atomicAdd(&c[0], 1);
}

PRISM_DEVICE(void, add_to, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int *, c, GRID(1)), PRISM_PARAM(int, by, THREAD(1)))
{
    atomicAdd(&c[0], by);
}

PRISM_KERNEL(helper_grid_ok, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, total, GRID(1)),
             PRISM_PARAM(int *, tickets, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int mine = 0;
    PRISM_GROUP(THREAD(1)) {
        bump(total, in[g]);
        bump(&total[1], 1);
        mine = ticket(tickets);
        PRISM_CALL(add_to, &total[2], in[g]);
        PRISM_CALL(add_to, &total[2], 1);
        atomicAdd(&total[0], 1);
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = mine; }
    }
}
/*
 * check-name: adversarial legal: grid counters updated only through helpers that apply atomics
 *
 * check-error-start
 * check-error-end
 */
