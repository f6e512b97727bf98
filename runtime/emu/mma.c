/*
 * mma.c - mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 on the CPU.
 *
 * The warp's lanes each hold a fragment; the last lane to arrive rebuilds
 * the 16x8 A, 8x8 B and 16x8 C tiles from all 32 fragments in PTX's
 * layout (emu.h spells it out), multiplies, and scatters D back.  Every C
 * fragment is read before any D is written, so d may alias c.
 */
#include <string.h>

#include "internal.h"

float prism_emu_tf32(float x)
{
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    /* cvt.rna: add half an ulp of the 10-bit mantissa to the magnitude, truncate; inf and nan stay. */
    if ((u & 0x7f800000u) != 0x7f800000u)
        u = (u + 0x1000u) & 0xffffe000u;
    memcpy(&x, &u, sizeof x);
    return x;
}

void emu_mma_compute(emu_warp *w)
{
    float A[16][8], B[8][8], C[16][8];
    for (unsigned l = 0; l < 32; l++) {
        unsigned g = l / 4, t = l % 4;
        const float *a = w->mma_a[l], *b = w->mma_b[l], *c = w->mma_c[l];
        A[g][t] = prism_emu_tf32(a[0]);
        A[g + 8][t] = prism_emu_tf32(a[1]);
        A[g][t + 4] = prism_emu_tf32(a[2]);
        A[g + 8][t + 4] = prism_emu_tf32(a[3]);
        B[t][g] = prism_emu_tf32(b[0]);
        B[t + 4][g] = prism_emu_tf32(b[1]);
        C[g][2 * t] = c[0];
        C[g][2 * t + 1] = c[1];
        C[g + 8][2 * t] = c[2];
        C[g + 8][2 * t + 1] = c[3];
    }
    for (unsigned i = 0; i < 16; i++)
        for (unsigned j = 0; j < 8; j++) {
            /* tf32 x tf32 products are exact in f32; the sum accumulates in f32. */
            float acc = 0.0f;
            for (unsigned k = 0; k < 8; k++)
                acc += A[i][k] * B[k][j];
            C[i][j] += acc;
        }
    for (unsigned l = 0; l < 32; l++) {
        unsigned g = l / 4, t = l % 4;
        float *d = w->out[l];
        d[0] = C[g][2 * t];
        d[1] = C[g][2 * t + 1];
        d[2] = C[g + 8][2 * t];
        d[3] = C[g + 8][2 * t + 1];
    }
}

void prism_emu_mma_m16n8k8_tf32(float *d, const float *a, const float *b, const float *c, const char *file, int line)
{
    emu_fiber *f = emu_self("prism_mma_m16n8k8_tf32");
    emu_warp *w = &f->blk->warps[f->id / 32];
    unsigned lane = f->id % 32;
    w->mma_a[lane] = a;
    w->mma_b[lane] = b;
    w->mma_c[lane] = c;
    w->out[lane] = d;
    emu_wcoll_enter(f->blk, f, PRISM_EMU_MMA, 0xffffffffu, emu_site_at(f, file, line));
}
