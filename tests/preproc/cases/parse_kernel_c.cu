/* Tricky but valid C of the kind kernels contain: every declaration and
 * statement form, the full expression grammar, CUDA qualifiers. */
#include "inc/consts.h"
#include "inc/consts.h" /* read again: same definitions */
#include <stdio.h>

typedef struct point { int x, y; } point_t;
typedef unsigned int u32;
struct bits { unsigned lo : 4, hi : 4; float f[TILE]; };
union word { float f; u32 u; };
enum color { RED, GREEN = 5, BLUE };
static const int K = TILE * 2;
int (*handler)(int, float *);
int grid_[2][3] = {{1, 2, 3}, {4, 5, 6}};
point_t pts[] = {[0] = {.x = 1, .y = 2}, {3, 4}};
__constant__ float coeffs[4];
extern int counter;
_Static_assert(TILE == 16, "tile size");

__device__ __forceinline__ float sq(float v) { return v * v; }
static inline int twice(int a) { return a << 1; }
int declared_only(int, const char *fmt, ...);

int everything(int a, float *__restrict__ out, const int *in)
{
    int x = 1, *p = &x, **pp = &p;
    unsigned long long big = 0xffffffffffffffffull;
    float g = 1.5e-3f, h = .5, hx = 0x1.8p3;
    char c = '\n', d = '\x41', e = '\0';
    const char *s = "con" "cat\"";
    size_t n = sizeof(point_t);
    u32 w = (u32)a;
    float4 v4;
    cudaStream_t st;
    my_handle_t *opaque = 0;
    x = a ? x : -x;
    x += (int)g + sizeof x + _Alignof(double);
    x = (x << 2) >> 1 | x & 3 ^ ~x;
    x = !x && x || x != 2 && x <= 3;
    pp[0][0] = in[a] * 2;
    point_t q = (point_t){1, 2};
    q.x++, --q.y, (&q)->x = 3;
    switch (x) {
    case RED:
    case GREEN ... BLUE:
        x++;
        break;
    default:
        break;
    }
    do {
        x--;
    } while (x > 0);
    for (;;) {
        if (x)
            break;
        else
            continue;
    }
    for (int i = 0, j = 1; i < j; i++, j--)
        ;
    while (x)
        x--;
    goto end;
end : {
    int y = ({ int z = 3; z; });
    (void)y;
}
    asm volatile("mov.u32 %0, %1;" : "=r"(x) : "r"(a) : "memory");
    out[0] = sq(g) + twice(x) + (float)w + h + hx + c + d + e + s[0] + (float)n + (float)big;
    (void)v4, (void)st, (void)opaque, (void)pts, (void)grid_, (void)handler;
    return x, K;
}
/*
 * check-name: parse-kernel-c
 * check-exit-value: 0
 */
