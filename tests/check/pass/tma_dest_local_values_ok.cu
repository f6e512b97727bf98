/* TMA destinations made of locals each of whose values keeps the box in its
 * allocation: an integer holding the address plus 512 bytes, a pointer
 * given one of two stages in a branch, one chosen by ?:, and stages
 * swapped through a third local (red team rt26), stages kept in an array and
 * a struct's members into two allocations, a stage offset cast to uintptr_t
 * on its own (red team rt26).  The refused look-alikes are
 * fail/tma_dest_local_changed.cu. */
#include <stdint.h>
#include "prism.h"
PRISM_KERNEL(k_tma, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(3072 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 512);
        PRISM_SHARED(float, sB, 256);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) const uintptr_t upper = (uintptr_t)sA + 512;
        PRISM_AT(BLOCK(1)) float *stage = sA;
        if (n > 1)
            stage = sA + 384;
        PRISM_AT(BLOCK(1)) float *picked = (n & 1) ? sA + 128 : sA;
        /* two stages swapped through a third local, as a double buffer rolls */
        PRISM_AT(BLOCK(1)) float *cur = sA, *nxt = sA + 256, *tmp = sA;
        for (int r = 0; r < n % 3; r++) {
            tmp = cur;
            cur = nxt;
            nxt = tmp;
        }
        /* stages kept in an array, and a struct whose members point into two allocations */
        PRISM_AT(BLOCK(1)) float *stages[2] = {sA, sA + 256};
        struct pipe { float *a; int phase; float *b; };
        PRISM_AT(BLOCK(1)) struct pipe st = {sA + 128, 0, sB};
        st.phase = 1;
        if (n > 3)
            st.b = sB + 128;
        /* a ring filled in a counted loop: each element one of its values (red team rt28) */
        PRISM_AT(BLOCK(1)) float *ring[2];
        for (int i = 0; i < 2; i++)
            ring[i] = sA + i * 256;
        /* stages in two allocations, each checked against its own (red team rt28: P127) */
        PRISM_AT(BLOCK(1)) float *two[2] = {sA, sB};
        /* nine stages, never changed (red team rt29: more than 8 values was P127) */
        PRISM_AT(BLOCK(1)) float *nine[9] = {sA, sA + 32, sA + 64, sA + 96, sA + 128, sA + 160, sA + 192, sA + 224, sA + 256};
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, 7168);
            prism_tma_load_2d((float *)upper, &map, 8, 16, 0, 0, bar);
            prism_tma_load_2d(stage, &map, 8, 16, 8, 0, bar);
            prism_tma_load_2d(picked, &map, 8, 16, 16, 0, bar);
            prism_tma_load_2d(cur, &map, 8, 16, 24, 0, bar);
            prism_tma_load_2d(stages[n & 1], &map, 8, 16, 32, 0, bar);
            prism_tma_load_2d(st.a, &map, 8, 16, 40, 0, bar);
            prism_tma_load_2d(st.b, &map, 8, 16, 48, 0, bar);
            prism_tma_load_2d(ring[n & 1], &map, 8, 16, 0, 16, bar);
            prism_tma_load_2d(two[n & 1], &map, 8, 16, 8, 16, bar);
            prism_tma_load_2d(nine[n % 9], &map, 8, 16, 24, 16, bar);
            /* the compiler's choice is the one read (red team rt30: P040) */
            prism_tma_load_2d(__builtin_choose_expr(1, sA + 128, sA), &map, 8, 16, 32, 16, bar);
            prism_tma_load_2d((n & 2) ? sB + 64 : sA + 256, &map, 8, 16, 16, 16, bar);
            /* the stage offset as an integer of its own (red team rt26: counted 1-byte aligned) */
            for (int s = 0; s < 2; s++)
                prism_tma_load_2d((float *)((uintptr_t)sA + (uintptr_t)(s * 512)), &map, 8, 16, 56 + 8 * s, 0, bar);
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
        PRISM_GROUP(THREAD(1)) { acc = sA[t % 128] + sA[t % 128 + 384]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: TMA destinations made of locals whose every value keeps the box inside its allocation
 *
 * check-error-start
 * check-error-end
 */
