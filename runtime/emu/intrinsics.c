/*
 * intrinsics.c - the device intrinsics of prism/emu/bits.h that need the
 * emulator's state (clock64, clock, __trap) or more code than an inline
 * function should carry (__frsqrt_rn's correct rounding).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"

/*
 * The GPU's cycle counter stands in as nanoseconds of CLOCK_MONOTONIC:
 * monotonic, readable by every thread at any time, and comparable between
 * the threads and blocks of a launch (the GPU's is per SM).  The cycles a
 * kernel takes are not modelled: only differences and order mean anything.
 */
long long prism_emu_clock64(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/*
 * bits.h makes every clock() in a file that includes prism.h a call of
 * this: kernel code gets the device counter (CUDA's clock() is the cycle
 * counter, as clock64), host code libc's process CPU time, as before.
 */
clock_t prism_emu_clock(void)
{
    emu_block *b = emu_cur_block;
    if (b && b->cur)
        return (clock_t)prism_emu_clock64();
    return (clock)(); /* the parentheses keep bits.h's macro out: libc's clock */
}

/*
 * __trap(): on the GPU the kernel stops with an error and the launch fails;
 * here the launch stops as at a failed dynamic check, with the line of the
 * __trap call when addr2line finds it (the call below sits in __trap's
 * always-inlined body, so its return address is in the caller's code).
 */
_Noreturn __attribute__((noinline)) void prism_emu_trap(void)
{
    uintptr_t ret = (uintptr_t)__builtin_return_address(0);
    emu_block *b = emu_cur_block;
    if (!b || !b->cur) {
        fprintf(stderr, "prism-emu: __trap() called outside a kernel launch\n");
        abort();
    }
    emu_fiber *f = b->cur;
    static _Thread_local char where[640];
    emu_site site = {"prism-emu", 0, 0};
    char *colon;
    if (emu_caller_line(ret, where, sizeof where) && (colon = strrchr(where, ':')) != 0) {
        *colon = '\0';
        site.file = where;
        site.line = atoi(colon + 1);
    }
    emu_error_begin(b, site, "device-trap",
                    "thread %u of block %u (kernel '%s') called __trap(): the kernel stops, as a trap ends the "
                    "launch with an error on the GPU",
                    f->id, b->bid.x, b->L->k->name);
    emu_fail(b);
}

/*
 * Whether 1/sqrt(x) lies above m (x > 0 finite, m > 0): the sign of
 * 1 - x m^2, exactly.  m is the midpoint of two adjacent floats, 25
 * significant bits, so m^2 (50 bits) is exact in double; x m^2 is not,
 * but its rounding p and the error e = x m^2 - p (exact, by fma) are, and
 * p - 1 is exact since p is near 1 (Sterbenz), so the sign of (p - 1) + e,
 * which rounding to nearest cannot flip, is the sign of x m^2 - 1.
 */
static int rsqrt_above(float x, double m)
{
    double m2 = m * m, p = (double)x * m2, e = fma((double)x, m2, -p);
    return (p - 1.0) + e < 0.0;
}

/* 1/sqrt(x), correctly rounded to nearest even (CUDA's __frsqrt_rn). */
float prism_emu_frsqrt_rn(float x)
{
    if (isnan(x) || x < 0.0f)
        return NAN;
    if (x == 0.0f)
        return 1.0f / x; /* +-inf */
    if (isinf(x))
        return 0.0f;
    /*
     * Through double this is already the nearest float for every float x
     * (checked exhaustively against long double); the step proves it, and
     * would move to the float whose rounding interval holds 1/sqrt(x).
     */
    float r = (float)(1.0 / sqrt((double)x));
    for (int step = 0; step < 4; step++) {
        float up = nextafterf(r, INFINITY), down = nextafterf(r, 0.0f);
        if (rsqrt_above(x, ((double)r + (double)up) / 2.0))
            r = up;
        else if (!rsqrt_above(x, ((double)down + (double)r) / 2.0))
            r = down;
        else
            break;
    }
    return r;
}
