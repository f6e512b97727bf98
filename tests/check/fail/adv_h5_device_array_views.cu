/*
 * adv_h5_device_array_views.cu - after a grid-level write partition of a
 * copy of a `__device__` array, the array read through a view taken
 * afterwards (`&g_b4[0]`) and through pointer arithmetic on its name.
 * Both read other blocks' elements with no barrier ordering blocks.
 * SPEC 6.6: any later use of a written grid[1] pointer in the same kernel
 * is P066, "through any name that points into it" (the companion of
 * adv_h5_device_array_reread, which reads `g_buf[i]`; a read through
 * the copy `gb` is reported).  The first use of the memory after the
 * write is the error: taking the view; the reads through it and through
 * the name are the same mistake, not reported again.
 */
#include "prism.h"
__device__ int32_t g_b4[512];
PRISM_KERNEL(h5_dev_views, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int32_t *gb = g_b4;
    PRISM_PARTITION(w, gb, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { w[0] = g; }
    }
    const int32_t *again = &g_b4[0]; /* error P066 */
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(THREAD(1)) { v = again[(g + 128) % 512]; }
    PRISM_GROUP(THREAD(1)) { v += *(g_b4 + (g + 7) % 512); }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial h5 (hole): a __device__ array reread through a later view and pointer arithmetic
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_device_array_views.cu:23:29: error: 'g_b4' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_h5_device_array_views.cu:20:5: note: written through this PRISM_PARTITION
adv_h5_device_array_views.cu:23:29: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_h5_device_array_views.cu:23:29: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_h5_device_array_views.cu:23:29: note: see: prism-check --explain P066
 * check-error-end
 */
