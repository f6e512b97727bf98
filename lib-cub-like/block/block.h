/*
 * block/block.h - the block[1] layer of lib-cub-like, built on the warp
 * layer (nothing here is included from thread/ or warp/).
 *
 * Every function's bound is {block[1], thread[32]}: the whole block calls
 * it, from code no narrower than the block (a call from divergent code,
 * from a warp's code, from one split arm is a checker error), and the
 * block is a whole number of warps (the launch refuses other sizes).
 * Functions that need shared memory allocate it inside with PRISM_SHARED
 * and declare it in their budget; their memory scopes place the barriers,
 * so callers never pass temp storage or add __syncthreads() between calls.
 */
#ifndef PRISM_LIB_BLOCK_H
#define PRISM_LIB_BLOCK_H

#include "warp/warp.h"
#include "block/block_load.h"
#include "block/block_store.h"
#include "block/block_exchange.h"
#include "block/block_transpose.h"
#include "block/block_reduce_warps.h"
#include "block/block_reduce_raking.h"
#include "block/block_reduce.h"
#include "block/block_scan_warps.h"
#include "block/block_scan_raking.h"
#include "block/block_scan.h"

#endif /* PRISM_LIB_BLOCK_H */
