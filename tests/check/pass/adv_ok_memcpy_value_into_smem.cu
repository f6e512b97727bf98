/*
 * adv_ok_memcpy_value_into_smem.cu - values, not pointers, copied into
 * shared memory by memcpy and by a helper (SPEC 6.1, P041).
 *
 * The look-alike of adv_lang_memcpy_ptr_into_smem.cu: memcpy copies the
 * bytes of a local integer (no address in it) into the claimed slot, and
 * the helper stores what its pointer argument points to (a load from
 * memory, as `*dst = p[0]` written out), not the pointer itself.  Nothing
 * with an owner is stored, so nothing is laundered.
 */
#include "prism.h"
#include <string.h>

PRISM_KERNEL(memcpy_value_into_smem, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned long long, slot, 2);
        unsigned long long v = 7;
        PRISM_ONE_CLAIM(z, slot) { memcpy(&z[0], &v, sizeof v); }
        PRISM_GROUP(THREAD(1)) { r = (int)slot[0]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}

/* Stores the value p points to, never p. */
static __device__ void stash_value(unsigned long long *dst, const int *p)
{
    *dst = (unsigned long long)p[0];
}

PRISM_KERNEL(helper_value_into_smem, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int *, in, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(unsigned long long, slot, 2);
        PRISM_ONE_CLAIM(z, slot) { stash_value(&z[0], in); }
        PRISM_GROUP(THREAD(1)) { r = (int)slot[0]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = r; }
    }
}
/*
 * check-name: adversarial legal: a value (not a pointer) copied into shared memory by memcpy or a helper (P041)
 *
 * check-error-start
 * check-error-end
 */
