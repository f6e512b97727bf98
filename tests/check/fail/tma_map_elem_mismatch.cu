/*
 * tma_map_elem_mismatch.cu - a uint16_t stage ring loaded through an F32
 * tensor map (red-team A4 finding 5): the box moves 4 bytes an element,
 * the code counts 2.  The bytes armed (P132) and the stage bound (P130)
 * were counted with the stage's element size, so round 0 filled both
 * stages and round 1 wrote over the pipeline's mbarriers.  SPEC 8.2 P127:
 * the map's element type has the destination's size; SPEC 8.3: P132 and
 * P130 count the map's elements.  The second kernel is the same mismatch
 * outside a pipeline.
 */
#include "prism.h"
#define STAGES 2
#define TILE (64 * 32)

int make_map(prism_tensor_map_t *m, const void *a, unsigned long long rows)
{
    return prism_tensor_map_2d(m, a, PRISM_F32, rows, 32, 128, 64, 32, PRISM_SWIZZLE_128B);
}

PRISM_KERNEL(elt, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(256), WARPGROUP(1), THREAD(1)),
             PRISM_SMEM(STAGES * TILE * 2 + 2 * STAGES * 8), PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)),
             PRISM_PARAM(float *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) float s = 0.0f;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_SHARED(uint16_t, buf, STAGES * TILE);
        PRISM_PIPELINE(pipe, STAGES, 128);
        PRISM_STAGES(pipe, buf);
        PRISM_SPLIT(WARPGROUP) {
            PRISM_CASE(1) {
                for (int k = 0; k < n; k++)
                    PRISM_CONSUME(pipe, k) {
                        PRISM_GROUP(THREAD(1)) { s += (float)buf[PRISM_STAGE(pipe) * TILE + t]; }
                    }
            }
            PRISM_CASE(1) {
                PRISM_ONE {
                    for (int k = 0; k < n; k++)
                        PRISM_PRODUCE(pipe, k, TILE * 2) { /* error P132 */
                            prism_tma_load_2d(buf + PRISM_STAGE(pipe) * TILE, &map, 64, 32, k * 64, 0, PRISM_STAGE_BAR(pipe)); /* error P127 */ /* error P130 */
                        }
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) { PRISM_GROUP(THREAD(1)) { o[0] = s; } }
}

PRISM_KERNEL(plain, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128)), PRISM_SMEM(16384 + 16),
             PRISM_PARAM(PRISM_TENSOR_MAP, map, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(uint16_t, half, 2 * TILE);
        PRISM_SHARED(prism_mbarrier_t, bar, 1);
        PRISM_ONE {
            prism_mbarrier_init(bar, 1);
            prism_fence_mbarrier_init();
            prism_mbarrier_arrive_expect_tx(bar, TILE * 4);
            prism_tma_load_2d(half, &map, 64, 32, 0, 0, bar); /* error P127 */
            prism_mbarrier_wait(bar, 0);
        }
    }
}
/*
 * check-name: a tensor map's element type differs from its TMA destination's (P127, P130, P132)
 * check-exit-value: 1
 *
 * check-error-start
tma_map_elem_mismatch.cu:42:47: error: the TMA load's tensor map copies PRISM_F32 elements (4 bytes) into 'buf', whose elements are uint16_t (2 bytes): the box moves 8192 bytes, not the 4096 its destination's type counts [P127]
tma_map_elem_mismatch.cu:17:12: note: the tensor map with this box shape
tma_map_elem_mismatch.cu:42:47: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_map_elem_mismatch.cu:42:47: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_map_elem_mismatch.cu:42:47: note: see: prism-check --explain P127
tma_map_elem_mismatch.cu:61:31: error: the TMA load's tensor map copies PRISM_F32 elements (4 bytes) into 'half', whose elements are uint16_t (2 bytes): the box moves 8192 bytes, not the 4096 its destination's type counts [P127]
tma_map_elem_mismatch.cu:17:12: note: the tensor map with this box shape
tma_map_elem_mismatch.cu:61:31: note: at stake: the tensor map is refused, the copy faults, or it writes past its buffer
tma_map_elem_mismatch.cu:61:31: note: fix: keep each box extent within 1..256 and the inner extent a multiple of 16 bytes no wider than the swizzle (bf16, 128-byte swizzle: 64 columns), the map's element type the destination's, and the box inside the destination's allocation
tma_map_elem_mismatch.cu:42:47: error: 'buf' inside PRISM_PRODUCE must address the round's stage, buf + PRISM_STAGE(pipe) * 2048 + (0..2047): the TMA box at element 0..4095 of the stage lies outside its 2048 elements; the other stages belong to rounds the other side owns now [P130]
tma_map_elem_mismatch.cu:41:25: note: the scope is here
tma_map_elem_mismatch.cu:42:47: note: at stake: between the scopes the stage may be in flight for the other side's round
tma_map_elem_mismatch.cu:42:47: note: fix: name the stage buffer only inside PRISM_PRODUCE/PRISM_CONSUME(pipe, k) { ... buf + PRISM_STAGE(pipe) * TILE ... }
tma_map_elem_mismatch.cu:42:47: note: see: prism-check --explain P130
tma_map_elem_mismatch.cu:41:53: error: PRISM_PRODUCE arms the stage for 4096 bytes, but its TMA loads copy 8192: the consumers' wait ends before the data is there (a race) [P132]
tma_map_elem_mismatch.cu:41:53: note: at stake: the consumers' wait on the stage's full barrier: a hang or a race
tma_map_elem_mismatch.cu:41:53: note: fix: make BYTES the constant sum of box_rows * box_cols * sizeof(element) over the scope's TMA loads
tma_map_elem_mismatch.cu:41:53: note: see: prism-check --explain P132
 * check-error-end
 */
