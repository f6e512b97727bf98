/*
 * adv_ok_ldg_const.cu - __ldg, CUDA's read-only-cache load, through a
 * kernel's `const float *` parameter (SPEC 3.2, 5.2, 6.1; EMULATOR.md).
 *
 * `T __ldg(const T *)` only reads.  docs/EMULATOR.md lists `__ldg` among
 * the intrinsics the emulator implements (include/prism/emu/emu.h:
 * `#define __ldg(p) (*(p))`).  SPEC 3.2: a plain function "may write
 * through every pointer it is given whose pointee is not const"; here the
 * pointee is const, nothing casts const away (SPEC 6.1's P041 is about "a
 * writable pointer made by casting away const"), and the same read written
 * `y[g]`, or through a body-less `__device__ float ext(const float *)`, is
 * accepted.  The program is race-free: y is never written, each thread
 * stores only its own partition slot.  The checker rejects each __ldg with
 * P041 ("a pointer into 'y' (grid[1]) cast from const").
 */
#include "prism.h"

PRISM_KERNEL(ldg_const, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const float *, y, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const float scale = __ldg(&y[0]);      /* read-only, the same for all */
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g + 1 < n)
                o[0] = scale * __ldg(y + g + 1);
        }
    }
}
/*
 * check-name: adversarial legal: __ldg through a const kernel parameter
 *
 * check-error-start
 * check-error-end
 */
