/*
 * tests/emu/t_vector.c - CUDA vector types in kernel code built for the
 * host (include/prism/emu/vector_types.h): a legal Prism kernel (checked
 * by tests/suites/30-emu.sh) that moves float4 values through a shared
 * tile, reads int3 and writes double2 must give its CPU reference's
 * result, and the types must have CUDA's layout as seen from kernel code
 * (member offsets; sizes and alignments are tests/emu/vector_sizes.cu).
 */
#include <stddef.h>

#include "check.h"

#define VEC_BLOCK 64
#define VEC_GRID 3

PRISM_KERNEL(vec_kernel, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(VEC_BLOCK), THREAD(1)),
             PRISM_SMEM(VEC_BLOCK * 16), PRISM_PARAM(const float4 *, in, GRID(1)),
             PRISM_PARAM(const int3 *, iv, GRID(1)), PRISM_PARAM(double2 *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(float4, tile, VEC_BLOCK);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_PARTITION(cell, tile, THREAD(1), t) {
                PRISM_GROUP(THREAD(1)) {
                    const float4 v = in[g];
                    cell[0] = make_float4(v.x * 2.0f, v.y + 1.0f, v.z - v.x, v.w * v.y);
                }
            }
            PRISM_GROUP(THREAD(1)) {
                const float4 nb = tile[(t + 1) % VEC_BLOCK]; /* the neighbour's */
                const int3 k = iv[g];
                o[0] = make_double2((double)(nb.x + nb.y + nb.z + nb.w), (double)(k.x * k.y - k.z));
            }
        }
    }
}

/* The kernel's arithmetic, on the CPU. */
static double2 reference(const float4 *in, const int3 *iv, int g)
{
    int blk = g / VEC_BLOCK, t = g % VEC_BLOCK, n = blk * VEC_BLOCK + (t + 1) % VEC_BLOCK;
    float4 v = in[n];
    float4 c = make_float4(v.x * 2.0f, v.y + 1.0f, v.z - v.x, v.w * v.y);
    return make_double2((double)(c.x + c.y + c.z + c.w), (double)(iv[g].x * iv[g].y - iv[g].z));
}

int main(void)
{
    enum { N = VEC_GRID * VEC_BLOCK };
    float4 *in = xcalloc(N, sizeof *in);
    int3 *iv = xcalloc(N, sizeof *iv);
    double2 *out = xcalloc(N, sizeof *out);
    for (int i = 0; i < N; i++) {
        in[i] = make_float4((float)i, 0.5f * (float)i, 3.0f - (float)i, 0.25f);
        iv[i] = make_int3(i, i % 7 - 3, 11 * i);
    }
    int rc = PRISM_LAUNCH(vec_kernel, VEC_GRID, VEC_BLOCK, in, iv, out);
    int bad = -1;
    for (int i = 0; rc == 0 && i < N && bad < 0; i++) {
        double2 want = reference(in, iv, i);
        if (out[i].x != want.x || out[i].y != want.y)
            bad = i;
    }
    check("vector/float4-int3-double2-kernel", rc == 0 && bad < 0, "launch %d, first mismatch at %d", rc, bad);

    /* The members sit where CUDA puts them (x, y, z, w packed, no padding but the tail). */
    check("vector/layout",
          offsetof(float4, w) == 12 && offsetof(int3, z) == 8 && offsetof(double2, y) == 8 &&
              offsetof(char3, z) == 2 && offsetof(longlong4_32a, w) == 24 && sizeof(uint3) == 12 &&
              offsetof(dim3, z) == 8,
          "unexpected member offsets");
    /* Constructors set every member, in order. */
    uchar4 u = make_uchar4(1, 2, 3, 250);
    double4_32a d = make_double4_32a(1.5, -2.0, 0.0, 4.25);
    uint3 u3 = make_uint3(7, 8, 9);
    check("vector/make", u.x == 1 && u.y == 2 && u.z == 3 && u.w == 250 && d.x == 1.5 && d.y == -2.0 &&
                             d.z == 0.0 && d.w == 4.25 && u3.x == 7 && u3.y == 8 && u3.z == 9,
          "a make_* constructor misplaced a member");
    free(in);
    free(iv);
    free(out);
    return check_failures != 0;
}
