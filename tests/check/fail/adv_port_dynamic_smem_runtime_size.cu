/*
 * adv_port_dynamic_smem_runtime_size.cu - a kernel that used `extern
 * __shared__ float s[];` with the size given at launch (blockDim.x *
 * sizeof(float)), ported as PRISM_SHARED(float, s, nthreads).  Prism's
 * arena is laid out statically from the budget: a count known only at run
 * time cannot be checked against PRISM_SMEM (a 2048-thread-sized request
 * would overrun it).  A shared count that is not a constant is P103.
 */
#include "prism.h"

PRISM_KERNEL(reverse_block, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float v = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        const int nt = (int)PRISM_NTHREADS();
        PRISM_SHARED(float, s, nt); /* error P103 */
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, s, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[g]; }
        }
        PRISM_GROUP(THREAD(1)) { v = s[nt - 1 - t]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial port: dynamic shared memory sized by the block's thread count
 * check-exit-value: 1
 *
 * check-error-start
adv_port_dynamic_smem_runtime_size.cu:18:32: error: the PRISM_SHARED count must be an integer constant expression; 'nt' is not a constant [P103]
adv_port_dynamic_smem_runtime_size.cu:17:19: note: 'nt' is declared here
adv_port_dynamic_smem_runtime_size.cu:18:32: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
adv_port_dynamic_smem_runtime_size.cu:18:32: note: see: prism-check --explain P103
 * check-error-end
 */
