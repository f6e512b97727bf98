/*
 * undeclared_system_names.cu - names the checker does not see declared:
 * from system headers it does not read (<limits.h>'s INT_MAX), and the
 * same name declared again in sibling scopes.  Only a name the function
 * declares in a scope that does not enclose the use is refused
 * (fail/undeclared_out_of_scope.cu).
 */
#include <limits.h>

#include "prism.h"

PRISM_KERNEL(system_names, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            int m = INT_MAX;
            for (int i = 0; i < 2; i++)
                m -= i;
            for (int i = 0; i < 3; i++)
                m -= i;
            {
                int k = 1;
                m -= k;
            }
            {
                int k = 2;
                m -= k;
            }
            o[0] = m;
        }
    }
}

/*
 * check-name: names from unread system headers and names declared in sibling scopes
 *
 * check-error-start
 * check-error-end
 */
