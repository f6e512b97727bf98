/*
 * bench/gbench_cuda.h - CUDA-event timing for bench/gbench.h.
 *
 * Built only where nvcc exists (bench/gbench_cuda.cu, linked with
 * -lcudart).  Host wall clocks measure launch overhead, not the kernel, so
 * GPU benchmarks register with gb_manual_time and report event times:
 *
 *     static void launch(void *user) { ...enqueue the kernel(s)... }
 *
 *     static void bm_scan(gb_state_t *st, void *user)
 *     {
 *         ...allocate, fill...
 *         if (gb_cuda_time_loop(st, launch, &args, 5) == 0)
 *             gb_counter(st, "bytes_per_second", 2.0 * n * 4, GB_RATE_PER_ITER);
 *         ...free...
 *     }
 *     ... gb_manual_time(b); gb_cuda_context(); return gb_main(argc, argv);
 */
#ifndef PRISM_GBENCH_CUDA_H
#define PRISM_GBENCH_CUDA_H

#include "gbench.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Work to time: enqueue on the default stream and return (no sync needed). */
typedef void (*gb_cuda_fn_t)(void *user);

/*
 * Run fn `warmups` times untimed, then once per iteration of the gb loop,
 * each bracketed by CUDA events on the default stream; reports each
 * iteration's event time with gb_set_iteration_time.  On a CUDA error
 * (launch or execution) the run is marked failed with the error's text and
 * the call returns nonzero.
 */
int gb_cuda_time_loop(gb_state_t *st, gb_cuda_fn_t fn, void *user, int warmups);

/* 1 when a CUDA device is usable, 0 otherwise (no driver, no GPU). */
int gb_cuda_available(void);

/*
 * Record device name, compute capability, SM count, memory size, driver and
 * runtime versions in the JSON context (gb_context).  Call before gb_main.
 */
void gb_cuda_context(void);

/* A reusable pair of events for hand-rolled loops. */
typedef struct gb_cuda_timer gb_cuda_timer_t;
gb_cuda_timer_t *gb_cuda_timer_new(void);
void gb_cuda_timer_start(gb_cuda_timer_t *t);
/* Waits for the stop event; returns seconds since start, or -1 on error. */
double gb_cuda_timer_stop(gb_cuda_timer_t *t);
void gb_cuda_timer_free(gb_cuda_timer_t *t);

#ifdef __cplusplus
}
#endif

#endif /* PRISM_GBENCH_CUDA_H */
