/*
 * mbar_names.c - the mbarrier operations by name, and which of their
 * arguments is the barrier: the raw-mbarrier counts (check_mbar_counts.c)
 * and the barrier inference's mbarrier class (sync_access.c) read the
 * same calls.
 */
#include <string.h>

#include "prism_check.h"

MbarOp mbar_op(const Token *name, int *bar_arg)
{
    static const struct {
        const char *name;
        MbarOp op;
        int arg;
    } ops[] = {
        {"prism_mbarrier_init", MBAR_INIT, 0},     {"prism_mbarrier_arrive", MBAR_ARRIVE, 0},
        {"prism_mbarrier_arrive_expect_tx", MBAR_EXPECT, 0}, {"prism_mbarrier_wait", MBAR_WAIT, 0},
        {"prism_tma_load_2d", MBAR_LOAD, 6}, /* its bytes complete on its barrier */
    };
    for (size_t i = 0; name && i < sizeof ops / sizeof *ops; i++)
        if ((size_t)name->len == strlen(ops[i].name) && !memcmp(name->loc, ops[i].name, (size_t)name->len)) {
            *bar_arg = ops[i].arg;
            return ops[i].op;
        }
    return MBAR_NONE;
}
