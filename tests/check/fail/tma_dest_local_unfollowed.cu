/* TMA destinations read from a local's storage the checker does not follow
 * (a member of a member, an element of an array of structs, of a 2-D array
 * or of a compound literal, a union's member): each is refused (P127) where
 * it went unchecked, left to the emulator (SPEC 8.2).  Each one here would
 * land the box past sA, over sB; so would the same storage reached through
 * `&` and `*` or a struct value made by `,` or `?:` (red team rt33).  The followed forms, a local pointer, an
 * array of pointers and a struct's own pointer member, are
 * pass/tma_dest_local_values_ok.cu and pass/tma_dest_local_member_ok.cu. */
#include <stdint.h>
#include "prism.h"
PRISM_KERNEL(k_tma, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(3072 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 512);
        PRISM_SHARED(float, sB, 256);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        struct inner { float *a; };
        struct outer { struct inner in; int k; };
        PRISM_AT(BLOCK(1)) struct outer mm = {{sA + 500}, 0};
        PRISM_AT(BLOCK(1)) struct inner ring[2] = {{sA + 500}, {sA}};
        PRISM_AT(BLOCK(1)) float *grid2[2][2] = {{sA + 500, sA}, {sA, sA}};
        union stage { float *p; uintptr_t v; };
        PRISM_AT(BLOCK(1)) union stage u = {sA + 500};
        PRISM_AT(BLOCK(1)) float *lit = ((float *[]){sA + 500, sA})[n & 1];
        /* the same storage through & and *, or a struct value made by , ?: or a call (red team rt33) */
        struct sp { float *p; };
        PRISM_AT(BLOCK(1)) struct sp st = {sA + 500}, s2 = {sA};
        PRISM_AT(BLOCK(1)) float *pair[2] = {sA + 500, sA};
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, 5632);
            prism_tma_load_2d(mm.in.a, &map, 8, 16, 0, 0, bar);           /* error P127 */
            prism_tma_load_2d(ring[n & 1].a, &map, 8, 16, 8, 0, bar);     /* error P127 */
            prism_tma_load_2d(grid2[0][n & 1], &map, 8, 16, 16, 0, bar);  /* error P127 */
            prism_tma_load_2d(&grid2[1][0][4], &map, 8, 16, 24, 0, bar); /* error P127 */
            prism_tma_load_2d(u.p, &map, 8, 16, 32, 0, bar);              /* error P127 */
            prism_tma_load_2d(lit, &map, 8, 16, 40, 0, bar);              /* error P127 */
            prism_tma_load_2d((&st)->p, &map, 8, 16, 48, 0, bar);         /* error P127 */
            prism_tma_load_2d((*&st).p, &map, 8, 16, 56, 0, bar);         /* error P127 */
            prism_tma_load_2d(*(pair + (n & 1)), &map, 8, 16, 0, 16, bar); /* error P127 */
            prism_tma_load_2d((n ? st : s2).p, &map, 8, 16, 8, 16, bar);  /* error P127 */
            prism_tma_load_2d((0, st).p, &map, 8, 16, 16, 16, bar);       /* error P127 */
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1.0f; }
    }
}
/*
 * check-name: a TMA destination read from a local's storage the checker does not follow is refused
 * check-exit-value: 1
 *
 * check-error-start
tma_dest_local_unfollowed.cu:35:31: error: the TMA destination is read from 'mm.in.a', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:35:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:35:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:35:31: note: see: prism-check --explain P127
tma_dest_local_unfollowed.cu:36:31: error: the TMA destination is read from 'ring[].a', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:36:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:36:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:37:31: error: the TMA destination is read from 'grid2[][]', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:37:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:37:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:38:32: error: the TMA destination is read from 'grid2[][]', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:38:32: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:38:32: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:39:31: error: the TMA destination is read from 'u.p', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:39:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:39:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:40:31: error: the TMA destination is read from 'a compound literal[]', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:40:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:40:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:41:33: error: the TMA destination is read from 'st->p', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:41:33: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:41:33: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:42:34: error: the TMA destination is read from '*(st).p', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:42:34: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:42:34: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:43:33: error: the TMA destination is read from '*(pair)', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:43:33: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:43:33: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:44:32: error: the TMA destination is read from 'st.p', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:44:32: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:44:32: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_unfollowed.cu:45:35: error: the TMA destination is read from 'st.p', a local's storage prism-check does not follow (a member of a member, an element of a 2-D array or of an array of structs, a union's member, a compound literal's element): where the box lands is unknown; keep each stage in a local pointer, an array of pointers or a struct's own pointer member, or compute it at the call (sA + s * BOX) [P127]
tma_dest_local_unfollowed.cu:45:35: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_unfollowed.cu:45:35: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
 * check-error-end
 */
