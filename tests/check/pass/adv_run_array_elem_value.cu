/*
 * adv_run_array_elem_value.cu - an int read through a pointer kept in a
 * local array of pointers is a value, not an address.  The block keeps a
 * read-only view of its tile in `const int32_t *views[2]` (block[1] code:
 * SPEC 6.1's array of pointers takes the code perspective), and after the
 * write partition each thread adds `views[0][i]`, an element of the tile,
 * to its thread[1] accumulator, which it finally stores to the output.
 * SPEC 6.1: "An integer holds an address through casts, +, - and
 * alignment masks"; the element loaded through the view is none of
 * these, so the store of the accumulator launders nothing.
 *
 * Was a false positive: prism-check rejected the final store with P041
 * ("a pointer into 'tile' is stored into memory"), taking views[0][i] for
 * an element of views; an index past the array's dimensions goes through
 * a pointer element and loads from memory (check_alias.c).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
PRISM_KERNEL(array_elem_value, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_SHARED(int32_t, other, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        const int32_t *views[2] = {tile, other};
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t] * 3; }
        }
        PRISM_SYNC();
        PRISM_GROUP(THREAD(1)) { acc += views[0][(t + 1) % 128]; }
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
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128;
        out[i] = in[b * 128 + (t + 1) % 128] * 3;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(array_elem_value, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): an element read through a pointer kept in a local pointer array, added to a thread's accumulator
 *
 * check-error-start
 * check-error-end
 */
