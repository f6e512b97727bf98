/*
 * vla_device.cu - variable-length arrays in device code (SPEC 13; outside
 * red-team finding 1).  nvcc rejects them; gcc's emulator build computes
 * the length per thread at run time, where the type system does not see
 * it: `sizeof(char[t + 1])` is not a constant, and would have steered a
 * block's barrier.  Every array length in a body is an integer constant
 * expression (P103): declarations, sizeof, __typeof__, casts.
 */
#include "prism.h"

PRISM_DEVICE(void, vla, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int, n, GRID(1)), PRISM_PARAM(int *, out, BLOCK(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int k = (int)sizeof(char[t + 1]); /* error P103 */
    if (k > n)
        prism_syncthreads();
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            int a[t + 1]; /* error P103 */
            a[0] = n;
            o[0] = a[0] + (int)sizeof(__typeof__(int[n])); /* error P103 */
        }
    }
}
/*
 * check-name: an array length in device code must be a constant
 * check-exit-value: 1
 *
 * check-error-start
vla_device.cu:15:55: error: an array length in device code must be an integer constant expression; 't' is not a constant [P103]
vla_device.cu:14:35: note: 't' is declared here
vla_device.cu:15:43: note: a variable-length array is not in the common subset of C and CUDA C++: nvcc rejects it, and the emulator build would compute its length per thread, unchecked
vla_device.cu:15:55: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
vla_device.cu:15:55: note: see: prism-check --explain P103
vla_device.cu:20:19: error: an array length in device code must be an integer constant expression; 't' is not a constant [P103]
vla_device.cu:14:35: note: 't' is declared here
vla_device.cu:20:17: note: a variable-length array is not in the common subset of C and CUDA C++: nvcc rejects it, and the emulator build would compute its length per thread, unchecked
vla_device.cu:20:19: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
vla_device.cu:22:54: error: an array length in device code must be an integer constant expression; 'n' is not a constant [P103]
vla_device.cu:12:31: note: 'n' is declared here
vla_device.cu:22:32: note: a variable-length array is not in the common subset of C and CUDA C++: nvcc rejects it, and the emulator build would compute its length per thread, unchecked
vla_device.cu:22:54: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
 * check-error-end
 */
