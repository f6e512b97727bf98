/*
 * pp_stub_cuda_dir.cu - an -I directory holding a stub cuda_runtime.h of
 * the project's own (no cuda_runtime_api.h, no crt/ beside it) is no CUDA
 * toolkit: its headers are the project's, read and checked (a barrier in
 * one thread's code, P080), not skipped as system headers (red team rt33's
 * question; the toolkit's own include/cccl is drv-nvcc-cccl-dir).
 */
#include "prism.h"
#include <stub_ops.h>

PRISM_KERNEL(stubbed, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) { PRISM_CALL(stub_step, n); }
}
/*
 * check-name: a directory with a stub cuda_runtime.h is the project's: its headers are checked
 * check-exit-value: 1
 * check-command: prism-check -I../../../include -Ipp_stub_cuda $file
 *
 * check-error-start
pp_stub_cuda/stub_ops.h:7:13: error: '__syncthreads' is a block[1] collective; code here is {thread[1]}, which cannot run it as whole aligned units [P080]
pp_stub_cuda/stub_ops.h:7:13: note: at stake: the collective would run on a unit that does not match it: a missing thread hangs it, an extra one corrupts it
pp_stub_cuda/stub_ops.h:7:13: note: fix: a barrier inside the PRISM_GROUP or PRISM_CASE that narrowed the code to thread[1]: delete it (the checker places the barriers memory needs), or write it outside that group, in the code at block[1]
pp_stub_cuda/stub_ops.h:7:13: note: see: prism-check --explain P080
 * check-error-end
 */
