/*
 * pp_import_device_once.cu - a header #included, then #imported (or
 * #included again under #pragma once) in the device passes only: every
 * view reads nothing at the second directive (the file was read), and the
 * checked copy, which holds the header's text, drops the directive rather
 * than keep it (red team rt33: kept as `#import "/abs/h"`, the compile's
 * device pass, which never read the header as a file, read it again).
 * The header errors when read twice; the check-command preprocesses the
 * copy as a device pass does.
 */
#include "prism.h"
#include "pp_import_device_once.h"
#ifdef __CUDA_ARCH__
#import "pp_import_device_once.h"
#endif

PRISM_KERNEL(scaled, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = t * DEVICE_ONCE_SCALE; }
    }
}
/*
 * check-name: a device-only #import of a header read before is dropped from the copy, not re-read
 * check-command: prism-check -I../../../include --cuda-arch=90a -o /dev/stdout $file | gcc -E -D__CUDA_ARCH__=900 -I../../../include -x c - -o /dev/null
 *
 * check-error-start
 * check-error-end
 */
