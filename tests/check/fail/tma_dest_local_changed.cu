/* A TMA destination made of a local the checker follows through each value
 * it is given (red team rt23): an integer holding the address moved by
 * ^ 1024, a pointer given a second value past the allocation in a branch,
 * and locals moved in ways it does not follow (`+=`, `++`, `a = a | k`),
 * which are refused rather than left unchecked; the same held in an array
 * of stages or a struct's member (red team rt26), or in an array changed
 * through one element, a struct assigned whole from another (its member is
 * the other's), and stages made in a counted loop, loaded after it (red team
 * rt28).  The look-alikes that fit
 * are pass/tma_dest_local_values_ok.cu. */
#include <stdint.h>
#include <string.h>
#include "prism.h"
PRISM_KERNEL(k_tma, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(1536 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 256);
        PRISM_SHARED(float, sB, 128);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(BLOCK(1)) const uintptr_t placed = (uintptr_t)sA ^ 1024;
        PRISM_AT(BLOCK(1)) float *second = sA;
        if (n > 1)
            second = sA + 256;
        PRISM_AT(BLOCK(1)) float *stepped = sA;
        stepped += 128;
        PRISM_AT(BLOCK(1)) uintptr_t tagged = (uintptr_t)sA;
        tagged = tagged | 1024;
        PRISM_AT(BLOCK(1)) float *bumped = sA;
        bumped++;
        /* swapped stages, one of which starts past the allocation's half */
        PRISM_AT(BLOCK(1)) float *cur = sA, *nxt = sA + 192, *tmp = sA;
        for (int r = 0; r < n; r++) {
            tmp = cur;
            cur = nxt;
            nxt = tmp;
        }
        /* stages kept in an array or a struct (red team rt26: not followed at all) */
        PRISM_AT(BLOCK(1)) float *stages[2] = {sA, sA + 192};
        PRISM_AT(BLOCK(1)) float *moved[2] = {sA, sA + 64};
        moved[1] += 64;
        struct pipe { int phase; float *dst; };
        PRISM_AT(BLOCK(1)) struct pipe st = {.phase = 0, .dst = sA};
        if (n > 2)
            st.dst = sA + 256;
        PRISM_AT(BLOCK(1)) struct pipe whole = {0, sA};
        whole = st;
        /* stages made in a counted loop, loaded after it (red team rt28: the counter was not counted there) */
        PRISM_AT(BLOCK(1)) float *last = sA;
        for (int i = 0; i < 3; i++)
            last = sA + i * 96;
        PRISM_AT(BLOCK(1)) float *ring[3];
        for (int i = 0; i < 3; i++)
            ring[i] = sA + i * 96;
        /* a struct chosen by ?: from two, and one filled by memcpy (red team rt29) */
        PRISM_AT(BLOCK(1)) struct pipe lo = {0, sA}, hi = {0, sA + 256};
        PRISM_AT(BLOCK(1)) struct pipe either = n ? hi : lo;
        PRISM_AT(BLOCK(1)) struct pipe copied;
        memcpy(&copied, &lo, sizeof copied);
        /* a stage an asm output operand writes (review: counted as a plain local) */
        PRISM_AT(BLOCK(1)) float *asmed = sA;
        PRISM_UNSAFE { __asm__ volatile("" : "+r"(asmed)); }
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, 10752);
            prism_tma_load_2d((float *)placed, &map, 8, 16, 0, 0, bar); /* error P127 */
            prism_tma_load_2d(second, &map, 8, 16, 8, 0, bar); /* error P127 */
            prism_tma_load_2d(stepped, &map, 8, 16, 16, 0, bar); /* error P127 */
            prism_tma_load_2d((float *)tagged, &map, 8, 16, 24, 0, bar); /* error P127 */
            prism_tma_load_2d(bumped + 3, &map, 8, 16, 32, 0, bar); /* error P127 */
            prism_tma_load_2d(cur, &map, 8, 16, 40, 0, bar); /* error P127 */
            prism_tma_load_2d(stages[n & 1], &map, 8, 16, 48, 0, bar); /* error P127 */
            prism_tma_load_2d(moved[0], &map, 8, 16, 56, 0, bar); /* error P127 */
            prism_tma_load_2d(st.dst, &map, 8, 16, 0, 8, bar); /* error P127 */
            prism_tma_load_2d(whole.dst, &map, 8, 16, 8, 8, bar); /* error P127 */
            prism_tma_load_2d(last, &map, 8, 16, 24, 8, bar); /* error P127 */
            prism_tma_load_2d(ring[n % 3], &map, 8, 16, 32, 8, bar); /* error P127 */
            prism_tma_load_2d((n & 2) ? sA : sB + 64, &map, 8, 16, 40, 8, bar); /* error P127 */
            prism_tma_load_2d(((void)0, sA + 256), &map, 8, 16, 48, 8, bar); /* error P127 */
            prism_tma_load_2d(either.dst, &map, 8, 16, 56, 8, bar); /* error P127 */
            prism_tma_load_2d(copied.dst, &map, 8, 16, 0, 16, bar); /* error P127 */
            /* the constant on the left, and the builtin that gives back its argument (red team rt30) */
            prism_tma_load_2d(256 + sA, &map, 8, 16, 8, 16, bar); /* error P127 */
            prism_tma_load_2d((float *)__builtin_assume_aligned(sA, 16) + 256, &map, 8, 16, 16, 16, bar); /* error P127 */
            prism_tma_load_2d(asmed, &map, 8, 16, 24, 16, bar); /* error P127 */
            for (int s = 0; s < 2; s++) /* 64-byte steps: under the 128 TMA needs */
                prism_tma_load_2d((float *)((uintptr_t)sA + (uintptr_t)(s * 64)), &map, 8, 16, 16, 8, bar); /* error P128 */
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
        PRISM_GROUP(THREAD(1)) { acc = sA[t % 128] + sA[t % 128 + 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: a TMA destination made of a local given a value past its allocation, or moved in ways not followed
 * check-exit-value: 1
 *
 * check-error-start
tma_dest_local_changed.cu:70:40: error: the TMA destination in 'sA' is moved by ^ or | of bits at or above the 1024-byte alignment the checker knows: where the box lands depends on the shared arena's address [P127]
tma_dest_local_changed.cu:70:40: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:70:40: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:70:40: note: see: prism-check --explain P127
tma_dest_local_changed.cu:71:31: error: the TMA box of 8 x 16 elements (512 bytes) from byte 1024 of 'sA' ends at byte 1536, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:71:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:71:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:72:31: error: the TMA destination is made of 'stepped', which points into shared memory and is changed in a way prism-check does not follow (++, --, a compound assignment, an assignment from itself or from what it cannot follow, its address taken): where the box lands is unknown; compute the destination at the call (sA + s * BOX) or in a local given each value whole [P127]
tma_dest_local_changed.cu:72:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:72:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:73:40: error: the TMA destination is made of 'tagged', which points into shared memory and is changed in a way prism-check does not follow (++, --, a compound assignment, an assignment from itself or from what it cannot follow, its address taken): where the box lands is unknown; compute the destination at the call (sA + s * BOX) or in a local given each value whole [P127]
tma_dest_local_changed.cu:73:40: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:73:40: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:74:31: error: the TMA destination is made of 'bumped', which points into shared memory and is changed in a way prism-check does not follow (++, --, a compound assignment, an assignment from itself or from what it cannot follow, its address taken): where the box lands is unknown; compute the destination at the call (sA + s * BOX) or in a local given each value whole [P127]
tma_dest_local_changed.cu:74:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:74:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:75:31: error: the TMA box of 8 x 16 elements (512 bytes) from byte 768 of 'sA' ends at byte 1280, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:75:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:75:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:76:31: error: the TMA box of 8 x 16 elements (512 bytes) from byte 768 of 'sA' ends at byte 1280, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:76:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:76:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:77:31: error: the TMA destination is made of 'moved[]', which points into shared memory and is changed in a way prism-check does not follow (++, --, a compound assignment, an assignment from itself or from what it cannot follow, its address taken, the array given to a helper or a pointer): where the box lands is unknown; compute the destination at the call (sA + s * BOX) or in a local given each value whole [P127]
tma_dest_local_changed.cu:77:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:77:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:78:31: error: the TMA box of 8 x 16 elements (512 bytes) from byte 1024 of 'sA' ends at byte 1536, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:78:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:78:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:79:31: error: the TMA box of 8 x 16 elements (512 bytes) from byte 1024 of 'sA' ends at byte 1536, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:79:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:79:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:80:31: error: the TMA box of 8 x 16 elements (512 bytes) from byte 768 of 'sA' ends at byte 1280, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:80:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:80:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:81:31: error: the TMA box of 8 x 16 elements (512 bytes) from byte 768 of 'sA' ends at byte 1280, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:81:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:81:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:82:32: error: the TMA box of 8 x 16 elements (512 bytes) from byte 256 of 'sB' ends at byte 768, past its 512 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:82:32: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:82:32: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:83:41: error: the TMA box of 8 x 16 elements (512 bytes) from byte 1024 of 'sA' ends at byte 1536, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:83:41: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:83:41: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:84:31: error: the TMA destination is made of 'lo.dst', which points into shared memory and is changed in a way prism-check does not follow (++, --, a compound assignment, an assignment from itself or from what it cannot follow, its address taken, the struct assigned a whole value not another local's): where the box lands is unknown; compute the destination at the call (sA + s * BOX) or in a local given each value whole [P127]
tma_dest_local_changed.cu:84:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:84:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:85:31: error: the TMA destination is made of 'copied.dst', which points into shared memory and is changed in a way prism-check does not follow (++, --, a compound assignment, an assignment from itself or from what it cannot follow, its address taken, the struct assigned a whole value not another local's): where the box lands is unknown; compute the destination at the call (sA + s * BOX) or in a local given each value whole [P127]
tma_dest_local_changed.cu:85:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:85:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:87:37: error: the TMA box of 8 x 16 elements (512 bytes) from byte 1024 of 'sA' ends at byte 1536, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:87:37: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:87:37: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:88:40: error: the TMA box of 8 x 16 elements (512 bytes) from byte 1024 of 'sA' ends at byte 1536, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_local_changed.cu:88:40: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:88:40: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:89:31: error: the TMA destination is made of 'asmed', which points into shared memory and is changed in a way prism-check does not follow (++, --, a compound assignment, an assignment from itself or from what it cannot follow, its address taken): where the box lands is unknown; compute the destination at the call (sA + s * BOX) or in a local given each value whole [P127]
tma_dest_local_changed.cu:89:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_local_changed.cu:89:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_local_changed.cu:91:35: error: a TMA load needs a 128-byte aligned destination (more with a swizzle); 'sA' is only known to be 64-byte aligned [P128]
tma_dest_local_changed.cu:91:35: note: at stake: the TMA writes and the wgmma reads permute the stage differently: wrong products, or a fault
tma_dest_local_changed.cu:91:35: note: fix: allocate the swizzled stages first in the kernel (offset 0) with sizes that are multiples of 1024 bytes, and step between stages by multiples of 1024
tma_dest_local_changed.cu:91:35: note: see: prism-check --explain P128
 * check-error-end
 */
