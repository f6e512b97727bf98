/*
 * pp_include_next_wrapper.cu - a project header named for the system header
 * it wraps, going on to it with #include_next (red team rt27: the checked
 * copy holds the wrapper's text in its main file, where #include_next is
 * read as #include; it found the wrapper again, its guard defined, and the
 * system header was never read: the compilers built another program than
 * the checker read).  The look-alike the copy can hold is
 * pass/pp_include_next_wrapper.cu.
 */
#include "prism.h"
#include <inttypes.h>

PRISM_KERNEL(lanes, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = (float)WRAP_LANES; }
    }
}
/*
 * check-name: an #include_next in a project header that an #include in the checked copy would not follow
 * check-exit-value: 1
 * check-command: prism-check -Ipp_next_inc -I../../../include $file
 *
 * check-error-start
pp_next_inc/inttypes.h:6:2: error: #include_next <inttypes.h> goes on to a system header, but the checked copy holds this header's text in its main file, where the compilers read #include_next as #include and find 'pp_next_inc/inttypes.h' first: they would read another program than the one checked [P107]
pp_next_inc/inttypes.h:6:2: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_next_inc/inttypes.h:6:2: note: fix: include the system header by its own name where the wrapper is included, or keep the wrapper out of the kernel's translation unit
pp_next_inc/inttypes.h:6:2: note: see: prism-check --explain P107
 * check-error-end
 */
