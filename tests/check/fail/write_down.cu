/*
 * write_down.cu - write down: block[1] variables assigned or declared in warp code
 */
#include "prism.h"
PRISM_DEVICE(int, count_warps, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_AT(BLOCK(1)) int warps = 0;
    PRISM_GROUP(THREAD(32)) {
        warps = warps + 1; /* error P031 */
        warps++; /* error P031 */
        PRISM_AT(BLOCK(1)) int again = 0; /* error P031 */
        (void)again;
    }
    return warps;
}
/*
 * check-name: write down: block[1] variables assigned or declared in warp code
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
write_down.cu:9:9: error: write to 'warps' at block[1] in code at thread[32]: only part of the block[1] runs here, so it would stop being uniform [P031]
write_down.cu:7:28: note: 'warps' is declared block[1] here
write_down.cu:9:9: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
write_down.cu:9:9: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
write_down.cu:9:9: note: see: prism-check --explain P031
write_down.cu:10:9: error: write to 'warps' at block[1] in code at thread[32]: only part of the block[1] runs here, so it would stop being uniform [P031]
write_down.cu:7:28: note: 'warps' is declared block[1] here
write_down.cu:10:9: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
write_down.cu:10:9: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
write_down.cu:11:18: error: declaration of 'again' at block[1] in code at thread[32]: only part of the block[1] runs here, so it would stop being uniform [P031]
write_down.cu:11:18: note: at stake: a variable the whole unit shares would be written by only part of it, so its threads disagree on its value
write_down.cu:11:18: note: fix: a value each thread has: declare the variable in the narrower code (inside the PRISM_GROUP); a value the unit combines from its threads (a count, a sum): compute it with the unit's collective in the broader code (a library block or warp reduce, __syncthreads_count), or with atomics on a PRISM_SHARED counter; else assign it from the broader code
 * check-error-end
 */
