/*
 * adv_run_include_line_comment.cu - (red team rt24) a comment that opens
 * on a quoted #include's line and closes lines later, around a #define:
 * the checker reads the #define as a comment, so must the compilers.  The
 * checked copy inlines the header, and used to drop the rest of the
 * include's line with the comment's opening, making SHIFT 1 live for gcc
 * and nvcc (a neighbour's slot read with no barrier, the wrong result).
 * (A // comment continued by a splice is the same case; gcc's -Wcomment
 * refuses it under -Werror.)  Legal; run three ways.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
#include "adv_run_include_line_comment.h" /* the shifted read is off:
#define SHIFT 1
   (kept for reference) */
#include "adv_run_include_line_comment.h" /* and so is the scaled one:
#define SCALE 3 */
/* and a comment an earlier line opens may end on an #include's line
   (it kept its end only where the copy starts at the '#') */ #include "adv_run_include_line_comment2.h"
#ifndef BIAS
#define BIAS 7
#endif
#ifndef SHIFT
#define SHIFT 0
#endif
#ifndef SCALE
#define SCALE 1
#endif
PRISM_KERNEL(include_line_comment, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(132 * 4),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 129);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = in[base + t] * SCALE + BIAS; }
            PRISM_GROUP(THREAD(1)) { acc = t + SHIFT < 128 ? z[SHIFT] : 0; }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[i];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(include_line_comment, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): comments opened on an #include's line hide a #define from every tool
 *
 * check-error-start
 * check-error-end
 */
