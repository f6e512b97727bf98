/*
 * prism_lib.h - lib-cub-like, the whole library: thread[1], thread[32] and
 * block[1] load, store, exchange, reduce and scan with perspective
 * signatures.  docs/LIBRARY.md lists every function.
 *
 * Build with -Iinclude -Ilib-cub-like.  The layers can be included one by
 * one ("thread/thread.h", "warp/warp.h", "block/block.h"); each includes
 * only the layers below it.
 */
#ifndef PRISM_LIB_H
#define PRISM_LIB_H

#include "block/block.h"

#endif /* PRISM_LIB_H */
