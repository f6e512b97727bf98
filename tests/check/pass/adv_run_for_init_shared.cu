/*
 * adv_run_for_init_shared.cu - a block-level `for` whose init declaration
 * reads a value the block just published in shared memory: thread 0
 * stores a start index (PRISM_ONE_CLAIM) and every thread starts its loop
 * there, read through a const view at a constant index (block[1], SPEC
 * 5.2, so the trip count is block-uniform).  The init must come after a
 * barrier (RAW).  The checked build must also compile: a point before a
 * `for` whose init is a declaration cannot go into the init itself.
 *
 * Was a hole: the point was emitted as `for (prism_sync_block(); int i =
 * sv[0]; ...)`, which is not C.  The init's accesses are now an event of
 * the `for` itself, whose point stands in front of the loop; the
 * check-command compiles the checked output.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(for_init_shared, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(16),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, start, 4);
        const int32_t *sv = start;
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ONE_CLAIM(s, start) { s[0] = ((in[base] % 8) + 8) % 8; }
        for (int i = sv[0]; i < 12; i++) {
            PRISM_GROUP(THREAD(1)) { acc += in[base + (t + i) % 128] * (i + 1); }
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
    for (int b = 0; b * 128 < n; b++)
        for (int t = 0; t < 128; t++) {
            int32_t acc = 0;
            for (int i = ((in[b * 128] % 8) + 8) % 8; i < 12; i++)
                acc += in[b * 128 + (t + i) % 128] * (i + 1);
            out[b * 128 + t] = acc;
        }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(for_init_shared, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a for loop starting at an index thread 0 publishes in shared memory
 * check-command: prism-check -o /dev/stdout $file | gcc -std=c17 -Wall -Wextra -Werror -fsyntax-only -I../../../include -I../../../lib-cub-like -I../../../kernels -I../../adversarial -x c -
 *
 * check-error-start
 * check-error-end
 */
