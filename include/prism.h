/*
 * prism.h - typed perspectives for CUDA, as C macros.
 *
 * Include this from kernel sources.  Under nvcc it expands to plain CUDA;
 * under gcc or clang (no __CUDACC__) it targets the host emulator.  The
 * language is described in docs/SPEC.md; prism-check enforces it.
 */
#ifndef PRISM_H
#define PRISM_H

/*
 * Included inside an `extern "C" { }` block, its C++ (launch.h's
 * templates, CUDA's headers) must keep C++ linkage; the host API says
 * extern "C" itself.
 */
#ifdef __cplusplus
extern "C++" {
#endif

#include "prism/pp.h"
#include "prism/host.h"

#ifdef __CUDACC__
#include "prism/cuda.h"
#else
#include "prism/emu/emu.h"
#endif

#include "prism/ctx.h"
#include "prism/scopes.h"
#include "prism/pipeline.h"
#include "prism/signature.h"
#include "prism/launch.h"
#include "prism/intrinsics.h"
#include "prism/sync.h"
#include "prism/hopper.h"

#ifdef __cplusplus
}
#endif

#endif /* PRISM_H */
