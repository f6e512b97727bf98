/* A TMA destination moved by ^ or | of bits at or above the alignment the
 * checker knows of the arena: whether the box lands above or below its
 * allocation depends on where the arena lies (red team rt20: `^ 1024` of
 * the first allocation of a 1024-aligned arena went past sA unseen). */
#include <stdint.h>
#include "prism.h"
PRISM_KERNEL(k_tma, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(1024 + 64),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sA, 256);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, 2048);
            prism_tma_load_2d(sA, &map, 8, 16, 0, 0, bar);
            prism_tma_load_2d((float *)((uintptr_t)sA ^ 1024), &map, 8, 16, 8, 0, bar); /* error P127 */
            prism_tma_load_2d((float *)((uintptr_t)sA | 2048u), &map, 8, 16, 16, 0, bar); /* error P127 */
            prism_tma_load_2d((float *)(((uintptr_t)sA & ~(uintptr_t)127) + 1024), &map, 8, 16, 16, 0, bar); /* error P127 */
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
        PRISM_GROUP(THREAD(1)) { acc = sA[t % 128] + sA[t % 128 + 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/* Low bits the checker knows, cleared by ^ or taken away by -, put the box
 * below its allocation's start, over the one before it. */
PRISM_KERNEL(k_below, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(1)), PRISM_SMEM(4096),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)), PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float acc = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(float, sB, 4);
        PRISM_SHARED(float, sA, 512);
        PRISM_SHARED(prism_mbarrier_t, bar, 2);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_ONE { prism_mbarrier_init(bar, 1); prism_fence_mbarrier_init(); }
        PRISM_ONE {
            prism_mbarrier_arrive_expect_tx(bar, 1024);
            prism_tma_load_2d((float *)((uintptr_t)sA ^ 16), &map, 8, 16, 0, 0, bar); /* error P127 */
            prism_tma_load_2d((float *)((uintptr_t)sA - 16), &map, 8, 16, 8, 0, bar); /* error P127 */
        }
        PRISM_GROUP(THREAD(1)) { prism_mbarrier_wait(bar, 0); }
        PRISM_GROUP(THREAD(1)) { acc = sA[t % 128] + sA[t % 128 + 128] + sB[t % 4]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}
/*
 * check-name: a TMA destination moved by ^ or | of bits the arena's placement decides, or below its allocation
 * check-exit-value: 1
 *
 * check-error-start
tma_dest_placed_bits.cu:20:31: error: the TMA destination in 'sA' is moved by ^ or | of bits at or above the 1024-byte alignment the checker knows: where the box lands depends on the shared arena's address [P127]
tma_dest_placed_bits.cu:20:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_placed_bits.cu:20:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_placed_bits.cu:20:31: note: see: prism-check --explain P127
tma_dest_placed_bits.cu:21:31: error: the TMA destination in 'sA' is moved by ^ or | of bits at or above the 1024-byte alignment the checker knows: where the box lands depends on the shared arena's address [P127]
tma_dest_placed_bits.cu:21:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_placed_bits.cu:21:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_placed_bits.cu:22:31: error: the TMA box of 8 x 16 elements (512 bytes) from byte 1024 of 'sA' ends at byte 1536, past its 1024 bytes: the copy overwrites the next shared allocation [P127]
tma_dest_placed_bits.cu:22:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_placed_bits.cu:22:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_placed_bits.cu:46:31: error: the TMA box lands from byte -16 of 'sA', before its start: the copy overwrites the shared allocation below it [P127]
tma_dest_placed_bits.cu:46:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_placed_bits.cu:46:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_dest_placed_bits.cu:47:52: error: the TMA box lands from byte -16 of 'sA', before its start: the copy overwrites the shared allocation below it [P127]
tma_dest_placed_bits.cu:47:52: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_dest_placed_bits.cu:47:52: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
 * check-error-end
 */
