/*
 * enum_system_constant.cu - file-scope enumerators from system headers'
 * constants the checker does not read (INT_MIN, UINT8_MAX, FLT_MANT_DIG:
 * red team rt16 drew P103 for legal C).  The checker leaves such a
 * constant unknown; a kernel may use it as a value.
 */
#include <limits.h>
#include <stdint.h>
#include <float.h>
#include "prism.h"
enum { NEG = INT_MIN, BYTE_MAX = UINT8_MAX, MANT = FLT_MANT_DIG };

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = g > BYTE_MAX ? NEG : MANT; }
    }
}

/*
 * check-name: enumerators from system headers' constants are left unknown, not refused
 *
 * check-error-start
 * check-error-end
 */
