/*
 * kernels/driver.h - what every kernel driver shares: deterministic inputs,
 * CPU references, comparison and the one-line report `make run` prints.
 * Plain C17; the same driver runs a kernel on the GPU or the emulator
 * depending on which runtime it is linked with.
 */
#ifndef KERNELS_DRIVER_H
#define KERNELS_DRIVER_H

#include <stddef.h>

/* Deterministic pseudo-random floats in [-1, 1) (xorshift; seed per buffer). */
void drv_fill(float *x, size_t n, unsigned seed);
/* Small integers in [-4, 4]: products and sums stay exact in tf32 and f32. */
void drv_fill_small_ints(float *x, size_t n, unsigned seed);
/* Round to tf32 the way cvt.rna.tf32.f32 does (nearest, ties away). */
float drv_tf32(float x);
/* C = alpha * A(MxK) * B(KxN) + beta * C, row-major, double accumulation;
 * tf32 != 0 rounds A and B to tf32 first, as the tensor cores do. */
void drv_gemm_ref(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C,
                  int tf32);
/* Largest |got - want| / (1 + |want|). */
double drv_max_rel_err(const float *got, const float *want, size_t n);

/* Device buffers through the backend-neutral host API; exit(2) on failure. */
float *drv_dev_upload(const float *host, size_t n);
float *drv_dev_zeros(size_t n);
void drv_dev_download(float *host, const float *dev, size_t n);

/* After a launch: wait for the device and, if all went well, copy n floats
 * back into host.  Returns the first failing status, or PRISM_OK. */
int drv_finish(int status, float *host, const float *dev, size_t n);
/* Free device buffers; the list ends with NULL. */
void drv_dev_free_all(void *first, ...);

/* Parse "name=value" integer arguments, e.g. M=33; returns def if absent. */
int drv_arg(int argc, char **argv, const char *name, int def);

/*
 * Print the report line and return the process exit status:
 *   kernel  size  backend  OK|MISMATCH (max rel err E)
 * A launch error (status != 0) is reported as FAILED.
 */
int drv_report(const char *kernel, const char *size, int status, double err, double tol);

#endif /* KERNELS_DRIVER_H */
