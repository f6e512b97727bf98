/*
 * kernels/driver.c - shared driver helpers (see driver.h).
 */
#include "driver.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prism/host.h"

static uint32_t next(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x;
}

void drv_fill(float *x, size_t n, unsigned seed)
{
    uint32_t s = seed * 2654435761u + 1u;
    for (size_t i = 0; i < n; i++)
        x[i] = (float)(next(&s) >> 8) / (float)(1u << 23) - 1.0f;
}

void drv_fill_small_ints(float *x, size_t n, unsigned seed)
{
    uint32_t s = seed * 2654435761u + 1u;
    for (size_t i = 0; i < n; i++)
        x[i] = (float)((int)(next(&s) % 9u) - 4);
}

float drv_tf32(float x)
{
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    if ((u & 0x7f800000u) != 0x7f800000u) /* leave inf and nan alone */
        u = (u + 0x1000u) & 0xffffe000u;
    memcpy(&x, &u, sizeof x);
    return x;
}

void drv_gemm_ref(int M, int N, int K, float alpha, const float *A, const float *B, float beta, float *C,
                  int tf32)
{
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            double acc = 0.0;
            for (int k = 0; k < K; k++) {
                float a = A[(size_t)i * K + k], b = B[(size_t)k * N + j];
                if (tf32) {
                    a = drv_tf32(a);
                    b = drv_tf32(b);
                }
                acc += (double)a * (double)b;
            }
            C[(size_t)i * N + j] = (float)(alpha * acc + beta * (double)C[(size_t)i * N + j]);
        }
}

double drv_max_rel_err(const float *got, const float *want, size_t n)
{
    double worst = 0.0;
    for (size_t i = 0; i < n; i++) {
        double e = fabs((double)got[i] - (double)want[i]) / (1.0 + fabs((double)want[i]));
        if (!(e <= worst)) /* also catches nan */
            worst = isnan(e) ? INFINITY : e;
    }
    return worst;
}

float *drv_dev_upload(const float *host, size_t n)
{
    float *d = prism_dev_alloc(n * sizeof *d);
    if (!d || prism_copy_to_dev(d, host, n * sizeof *d) != PRISM_OK) {
        fprintf(stderr, "driver: cannot upload %zu floats\n", n);
        exit(2);
    }
    return d;
}

float *drv_dev_zeros(size_t n)
{
    float *d = prism_dev_alloc(n * sizeof *d);
    if (!d || prism_dev_memset(d, 0, n * sizeof *d) != PRISM_OK) {
        fprintf(stderr, "driver: cannot allocate %zu floats\n", n);
        exit(2);
    }
    return d;
}

void drv_dev_download(float *host, const float *dev, size_t n)
{
    if (prism_copy_to_host(host, dev, n * sizeof *host) != PRISM_OK) {
        fprintf(stderr, "driver: cannot download %zu floats\n", n);
        exit(2);
    }
}

int drv_finish(int status, float *host, const float *dev, size_t n)
{
    if (status == PRISM_OK)
        status = prism_dev_sync();
    if (status == PRISM_OK)
        drv_dev_download(host, dev, n);
    return status;
}

void drv_dev_free_all(void *first, ...)
{
    va_list ap;
    va_start(ap, first);
    for (void *p = first; p; p = va_arg(ap, void *))
        prism_dev_free(p);
    va_end(ap);
}

int drv_arg(int argc, char **argv, const char *name, int def)
{
    size_t len = strlen(name);
    for (int i = 1; i < argc; i++)
        if (strncmp(argv[i], name, len) == 0 && argv[i][len] == '=')
            return atoi(argv[i] + len + 1);
    return def;
}

int drv_report(const char *kernel, const char *size, int status, double err, double tol)
{
    const char *where = prism_backend_name();
    if (status != PRISM_OK) {
        printf("%-16s %-22s %-9s FAILED (status %d)\n", kernel, size, where, status);
        return 1;
    }
    int good = err <= tol;
    printf("%-16s %-22s %-9s %s (max rel err %.2e, tol %.0e)\n", kernel, size, where, good ? "OK" : "MISMATCH",
           err, tol);
    return good ? 0 : 1;
}
