/*
 * adv_lib_store_into_const_input.cu - "in place" by casting the kernel's
 * const input to writable and handing it to the block store (CUB users
 * do `BlockStore(temp).Store(const_cast<int *>(d_in) + off, items)` to
 * save a buffer): the input is grid memory nobody handed to this block,
 * and the next load reads 4 items past the block's tile, which the next
 * block is overwriting at the same time (a race between blocks no
 * barrier can order); inside the block, thread t's second load reads
 * slots thread t+1 just stored.
 * HOLE when written: accepted (the same store through a cast of `out`
 * draws P073).  In the checked build a block barrier still separates
 * the store and the second load (one block runs clean); the race
 * between blocks over the 4 items past each tile stays.
 */
#include "prism_lib.h"

PRISM_KERNEL(store_into_input, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * (int)PRISM_NTHREADS() * 4;
    PRISM_PARTITION(ob, out, BLOCK(1), base) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(1)) int32_t items[4];
            PRISM_CALL(prism_block_load_direct_i32, items, in + base, 4);
            items[0] *= 2;
            PRISM_CALL(prism_block_store_direct_i32, (int32_t *)in + base, items, 4); /* error P041 */
            PRISM_CALL(prism_block_load_direct_i32, items, in + base + 4, 4);
            PRISM_CALL(prism_block_store_direct_i32, ob, items, 4);
        }
    }
}
/*
 * check-name: adversarial lib: a block store into the kernel's const input, cast to writable
 * check-exit-value: 1
 * check-error-start
adv_lib_store_into_const_input.cu:27:54: error: 'prism_block_store_direct_i32' may write through parameter 'dst', a pointer into 'in' (grid[1]) cast from const: a pointer made writable by casting away const from a broader one has no owner at block[1] [P041]
../../../lib-cub-like/block/gen/block_store_i32.h:13:14: note: parameter 'dst' is declared block[1] here
adv_lib_store_into_const_input.cu:27:54: note: at stake: the checker would lose track of who owns the memory, so a race would pass unnoticed
adv_lib_store_into_const_input.cu:27:54: note: fix: use the partition's or claim's own pointer inside its scope; keep derived pointers in locals, not in memory, structs or integers
adv_lib_store_into_const_input.cu:27:54: note: see: prism-check --explain P041
 * check-error-end
 */
