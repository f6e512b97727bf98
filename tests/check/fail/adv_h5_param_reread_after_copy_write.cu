/*
 * adv_h5_param_reread_after_copy_write.cu - a kernel writes its grid[1]
 * buffer through a partition of a local copy (`int32_t *gb = data`),
 * then reads another block's element through the parameter itself.
 * No barrier orders blocks: block 0 may read data[128..255] before block
 * 1 writes it.  SPEC 6.6: once a write partition of a grid[1] pointer has
 * ended, any later use of the pointer, "through any name that points
 * into it", is P066; SPEC 6.3 collects derivations in both directions
 * (names derived from x and names x was derived from).  The checker
 * reports a later use of the copy (gb), not of the name it was copied
 * from (the same gap as adv_h5_device_array_reread for a __device__
 * array).  The second kernel reads first and writes through the copy
 * after: no P066 at the write partition either.
 */
#include "prism.h"
PRISM_KERNEL(h5_param_reread, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, data, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int32_t *gb = data;
    PRISM_PARTITION(w, gb, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { w[0] = g; }
    }
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(THREAD(1)) { v = data[(g + 128) % 512]; } /* error P066 */
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/* The in-place shift: the read comes first, the write through the copy
 * after (SPEC 6.6: "a read of the pointer earlier in the kernel is
 * rejected at the write partition too, unless it reads the unit's own
 * element": block 1 may overwrite data[128..] before block 0 reads it). */
PRISM_KERNEL(h5_param_read_before, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, data, GRID(1)), PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(THREAD(1)) { v = data[(g + 128) % 512]; }
    int32_t *gb = data;
    PRISM_PARTITION(w, gb, THREAD(1), g) { /* error P066 */
        PRISM_GROUP(THREAD(1)) { w[0] = g + v; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: adversarial h5 (hole): a kernel parameter reread after a grid write partition of its copy
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_param_reread_after_copy_write.cu:25:34: error: 'data' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_h5_param_reread_after_copy_write.cu:21:5: note: written through this PRISM_PARTITION
adv_h5_param_reread_after_copy_write.cu:25:34: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_h5_param_reread_after_copy_write.cu:25:34: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_h5_param_reread_after_copy_write.cu:25:34: note: see: prism-check --explain P066
adv_h5_param_reread_after_copy_write.cu:41:24: error: write partition of 'gb' at grid[1] after 'gb' was read in this kernel: another block may write what this block read before it reads it, and no barrier orders blocks; read through the partition, or write another buffer [P066]
adv_h5_param_reread_after_copy_write.cu:39:38: note: read here
adv_h5_param_reread_after_copy_write.cu:41:24: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_h5_param_reread_after_copy_write.cu:41:24: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
 * check-error-end
 */
