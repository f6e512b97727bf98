/*
 * pp_cuda_arch_output.cu - a partition only the device passes compile needs
 * a barrier the host view does not: one emitted file cannot serve both
 * (P106 per differing pass), and nothing is written.
 */
#include "prism.h"

PRISM_DEVICE(void, differs, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(256),
             PRISM_PARAM(int *, out, THREAD(1)))
{
    PRISM_SHARED(int, tile, 64);
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
#ifdef __CUDA_ARCH__ /* error P106 */
    PRISM_PARTITION(w, tile, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { w[0] = t; }
    }
#endif
    PRISM_GROUP(THREAD(1)) { acc = tile[(t + 1) % 64]; }
    PRISM_GROUP(THREAD(1)) { out[0] = acc; }
}
/*
 * check-name: P106: the checked output differs between the host view and a device pass
 * check-exit-value: 1
 * check-command: prism-check --cuda-arch=90a $file -o /dev/null
 *
 * check-error-start
pp_cuda_arch_output.cu:14:8: error: the checked output for __CUDA_ARCH__=900 differs from the host view's: one emitted file cannot hold barriers that only some passes need [P106]
pp_cuda_arch_output.cu:14:8: note: the host view writes '    PRISM_PARTITION(w, tile, THREAD(1), t) {' where __CUDA_ARCH__=900 writes '    PRISM_PARTITION_NOSYNC(w, tile, THREAD(1), t) {'
pp_cuda_arch_output.cu:14:8: note: at stake: a barrier written anywhere else would order the wrong accesses
pp_cuda_arch_output.cu:14:8: note: fix: write the statements out at the macro's use (or pass them to a macro that uses its argument once, without # or ##), or end the macro's first part with PRISM_SYNC(); keep #if __CUDA_ARCH__ to code that needs no barrier
pp_cuda_arch_output.cu:14:8: note: see: prism-check --explain P106
 * check-error-end
 */
