/*
 * warp/warp.h - the thread[32] layer of lib-cub-like, built on shuffles
 * and on the thread layer (nothing here includes block/).
 *
 * Every function's bound is thread[32]: it must be called by a whole,
 * aligned warp, which the checker proves at each call site (a call from
 * a split arm of 16 threads, from divergent code, or from thread[1]
 * code is an error).  Reductions, scans and shuffles also serve logical
 * warps of 2, 4, 8 or 16 lanes through their `width` argument; loads,
 * stores and exchanges work on the physical warp.
 */
#ifndef PRISM_LIB_WARP_H
#define PRISM_LIB_WARP_H

#include "thread/thread.h"
#include "warp/warp_shfl.h"
#include "warp/warp_exchange.h"
#include "warp/warp_load.h"
#include "warp/warp_store.h"
#include "warp/warp_reduce.h"
#include "warp/warp_scan.h"

#endif /* PRISM_LIB_WARP_H */
