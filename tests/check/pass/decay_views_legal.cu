/*
 * decay_views_legal.cu - the legal look-alikes of
 * fail/decay_struct_member_thread, fail/decay_2d_row_thread and
 * fail/decay_hidden_and_holders: an array that decays is an address into
 * the memory it lives in (SPEC 5.2), with the perspective of that memory's
 * pointer, so taken in the code that owns the memory (`float *sv =
 * s->val;` in block code, as `float *v = tile;`) it is partitioned like
 * any pointer (red team P2 finding 2); read-only views (`const float *`,
 * a pointer to rows of const: finding 5) may be narrowed; an argument
 * struct's pointer element is partitioned where the struct is grid[1],
 * and its number fields stay numbers after an atomic on its pointer.
 */
#include "prism.h"

typedef struct {
    float val[128];
    int key[128];
} Smem;

PRISM_KERNEL(temp_storage, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(sizeof(Smem)),
             PRISM_PARAM(const float *, in, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(og, out, THREAD(1), g) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(Smem, s, 1);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        float *sv = s->val;      /* block[1]: the block's memory, taken in block code */
        int *sk = &(*s).key[0];
        PRISM_PARTITION(pv, sv, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { pv[0] = in[g]; }
        }
        PRISM_PARTITION(pk, sk, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { pk[0] = t; }
        }
        PRISM_GROUP(THREAD(1)) {
            const float *cv = s[0].val; /* a read-only view in thread code */
            og[0] = sv[127 - t] + cv[t] + (float)s->key[(t + 1) % 128];
        }
    }
    }
}

typedef struct {
    float val[128];
} Rec;

PRISM_KERNEL(grid_rec, PRISM_REQUIRES(GRID(1), BLOCK(1), WARP(1)), PRISM_SMEM(0), PRISM_PARAM(Rec *, r, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    float *rv = r->val;          /* grid[1], taken in grid code */
    PRISM_PARTITION(p, rv, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < 128) p[0] = 1.0f; }
    }
}

PRISM_KERNEL(rows, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(const float (*)[64], m, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(og, out, THREAD(1), g) {
    PRISM_GROUP(BLOCK(1)) {
        __shared__ float tile[8][33];
        PRISM_AT(THREAD(1)) const int tx = (int)PRISM_ID(THREAD(1)) % 32;
        PRISM_AT(THREAD(1)) const int ty = (int)PRISM_ID(THREAD(1)) / 32;
        float *r0 = tile[0];     /* block[1]: a row taken in block code */
        PRISM_PARTITION(tt, r0, THREAD(1), ty * 33 + tx) {
            PRISM_GROUP(THREAD(1)) { tt[0] = (float)g; }
        }
        PRISM_GROUP(THREAD(1)) {
            const float (*rp)[33] = tile + (7 - ty); /* rows of const: read only */
            const float *row = tile[ty];
            const float (*mr)[64] = m;
            og[0] = (*rp)[31 - tx] + row[(tx + 1) % 32] + mr[0][tx];
        }
    }
    }
}

typedef struct {
    float rows[2][4];
    float *ptrs[2];
} Params;

PRISM_KERNEL(value_rows, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(Params, p, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) const float *r = p.rows[1]; /* a read-only view of the thread's copy */
    PRISM_AT(THREAD(1)) const float v = r[g % 4];
    float *o0 = p.ptrs[0];       /* grid[1], taken in grid code */
    PRISM_PARTITION(og, o0, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { og[0] = v + p.rows[1][g % 4]; } /* an element: a number of the value */
    }
    PRISM_GROUP(BLOCK(1)) {
        if (p.rows[1][0] > 0.5f)  /* the same in every thread: nothing wrote it */
            PRISM_SYNC();
    }
}

typedef struct {
    unsigned *cnt;
    int n;
} Args;

PRISM_KERNEL(count, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), WARP(1)), PRISM_SMEM(0),
             PRISM_PARAM(Args, p, GRID(1)), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(THREAD(1)) { if (g < p.n) atomicAdd(&p.cnt[0], 1u); }
    PRISM_PARTITION(ot, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { ot[0] = g < p.n; } /* a number field, no memory the atomic reaches */
    }
}

/*
 * check-name: views of arrays that decay, taken in the code that owns the memory or read-only, and argument structs' pointer elements partitioned at grid level
 *
 * check-error-start
 * check-error-end
 */
