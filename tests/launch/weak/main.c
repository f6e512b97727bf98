/*
 * tests/launch/weak/main.c - the driver of 13-launch-header.sh's programs
 * that link kernels of one name from several files: it runs the launchers
 * linked in (weak references) and prints "NAME rc=RC out=FIRST,LAST".
 */
#include <stdio.h>

#include "prism/host.h"

#define LAUNCHERS(X) X(w_fill_a) X(w_fill_b) X(w_stage_32) X(w_stage_256) X(w_stage_32_again) X(w_scale)
#define DECLARE(f) __attribute__((weak)) int f(int *out);
LAUNCHERS(DECLARE)

/* The CPU reference named like host_fn.cu's kernel: a launch must never reach it. */
void wscale(int *out)
{
    (void)out;
    printf("host wscale called\n");
}

int main(void)
{
    int h[256];
    int *d = prism_dev_alloc(sizeof h);
#define RUN(f)                                                               \
    if (f) {                                                                 \
        for (int i = 0; i < 256; i++)                                        \
            h[i] = 0;                                                        \
        if (d)                                                               \
            prism_copy_to_dev(d, h, sizeof h);                               \
        int rc = f(d);                                                       \
        if (d) {                                                             \
            prism_dev_sync();                                                \
            prism_copy_to_host(h, d, sizeof h);                              \
        }                                                                    \
        printf("%s rc=%d out=%d,%d\n", #f, rc, h[0], h[255]);                \
    }
    LAUNCHERS(RUN)
    prism_dev_free(d);
    return 0;
}
