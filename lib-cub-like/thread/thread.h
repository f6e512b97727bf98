/*
 * thread/thread.h - the thread[1] layer of lib-cub-like: what one thread
 * does with its own items.  Nothing here talks to another thread, so
 * every function's bound is thread[1] and it may be called from any code
 * (a broader caller runs it once per thread, the implicit group of a
 * call).
 */
#ifndef PRISM_LIB_THREAD_H
#define PRISM_LIB_THREAD_H

#include "thread/thread_common.h"
#include "thread/thread_ops.h"
#include "thread/thread_load.h"
#include "thread/thread_store.h"
#include "thread/thread_reduce.h"
#include "thread/thread_scan.h"

#endif /* PRISM_LIB_THREAD_H */
