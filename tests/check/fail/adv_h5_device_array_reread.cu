/*
 * adv_h5_device_array_reread.cu - a `__device__` array written by every
 * block through a grid-level partition of a copy of its name
 * (`int32_t *gb = g_buf`), then read by the array's own name at another
 * block's element in the same kernel.
 *
 * No barrier orders blocks: block 0 reads g_buf[128..255] while block 1
 * may not have written it yet.  SPEC 6.6: once a write partition of a
 * grid[1] pointer has ended, any later use of it in the same kernel is
 * P066, "through any name that points into it"; SPEC 6.1 makes a
 * `__device__` array grid[1] memory.  The checker reports the read
 * through `gb` (P066) but not the read through `g_buf`, the array `gb`
 * was copied from.  On the emulator both builds race (ThreadSanitizer
 * reports the cross-block race; the result is wrong).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

__device__ int32_t g_buf[512];

PRISM_KERNEL(h5_dev_reread, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    int32_t *gb = g_buf;
    PRISM_PARTITION(w, gb, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { if (g < 512) w[0] = in[g]; }
    }
    PRISM_AT(THREAD(1)) int32_t v = 0;
    PRISM_GROUP(THREAD(1)) { v = g_buf[(g + 128) % 512]; } /* error P066 */
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = v;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = in[(i + 128) % 512];
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(h5_dev_reread, n / 128, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 512, 512);
}
/*
 * check-name: adversarial h5 (hole): a __device__ array read by its name after a grid write partition of a copy
 * check-exit-value: 1
 *
 * check-error-start
adv_h5_device_array_reread.cu:32:34: error: 'g_buf' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
adv_h5_device_array_reread.cu:28:5: note: written through this PRISM_PARTITION
adv_h5_device_array_reread.cu:32:34: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
adv_h5_device_array_reread.cu:32:34: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
adv_h5_device_array_reread.cu:32:34: note: see: prism-check --explain P066
 * check-error-end
 */
