/*
 * adv_async_helper_copy.cu - the async view handed to a helper that copies
 * a row: the helper issues cp.async for the full 16-byte chunks and zeroes
 * the tail with plain stores.  Those stores are not asynchronous copies:
 * nothing orders them with the cp.async writes of the neighbouring thread
 * into the same 16-byte chunk, and the scope's wait does not cover them.
 * Inside PRISM_ASYNC the view may only be an async-copy argument.
 */
#include "prism.h"

PRISM_DEVICE(void, copy_row, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, THREAD(1)), PRISM_PARAM(const float *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(1)))
{
    for (int k = 0; k + 4 <= n; k += 4)
        prism_cp_async16(dst + k, src + k);
    for (int k = n & ~3; k < n; k++)
        dst[k] = 0.0f;
}

PRISM_DEVICE(void, load_rows, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const float *, src, BLOCK(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_SHARED(float, tile, 1024);
    PRISM_AT(THREAD(1)) const int row = (int)PRISM_ID(THREAD(1)) % 32;
    PRISM_ASYNC(tile_a, tile) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(copy_row, tile_a + row * 32, src + row * n, n); /* error P065 */
            prism_cp_async_commit();
        }
    }
}
/*
 * check-name: adversarial: an async view passed to a helper that also stores plainly
 * check-exit-value: 1
 *
 * check-error-start
adv_async_helper_copy.cu:28:34: error: 'tile_a' names memory in flight: it may only be passed to an asynchronous-copy intrinsic [P065]
adv_async_helper_copy.cu:28:34: note: at stake: an async copy's destination is not ready until the wait: a plain read or write would race with the copy
adv_async_helper_copy.cu:28:34: note: fix: use the async name only as the destination of prism_cp_async* in thread[1] code, and read it after the PRISM_ASYNC scope
adv_async_helper_copy.cu:28:34: note: see: prism-check --explain P065
 * check-error-end
 */
