/*
 * alias_callee_names_arg.cu - a Prism function that narrows a parameter and
 * uses, inside that scope, memory it names itself (a file-scope __shared__
 * or __device__ array), or narrows that memory by name and uses the
 * parameter inside, given that memory for the parameter: one buffer under
 * two names, the scope bypassed (red team rt32: each thread read its
 * neighbour's slot while the neighbour wrote it).  P061 at the call, as for
 * two arguments of one memory (SPEC 6.3), through a function that passes
 * its parameter on too, or a plain helper that reads the array inside the
 * scope (red team rt33).  The look-alikes given other memory are
 * pass/alias_callee_names_other_ok.cu.
 */
#include "prism.h"
__shared__ int fsh[128];
__device__ int gbuf[4096];
/* narrows its parameter, reads the file-scope array by name inside */
PRISM_DEVICE(void, narrows_p, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, BLOCK(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(pt, p, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            pt[0] = t + 1;
            o[0] = fsh[(t + 1) % 128];
        }
    }
}
/* narrows the file-scope array by name, reads its parameter inside */
PRISM_DEVICE(void, narrows_named, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(const int *, q, BLOCK(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(ft, fsh, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            ft[0] = t + 1;
            o[0] = q[(t + 1) % 128];
        }
    }
}
/* reads the file-scope array through a plain helper inside the scope of its parameter (red team rt33) */
static __device__ int read_fsh(int i)
{
    return fsh[i];
}
PRISM_DEVICE(void, narrows_p_helper, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, p, BLOCK(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(pt, p, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) {
            pt[0] = t + 1;
            o[0] = read_fsh((t + 1) % 128);
        }
    }
}
/* passes its parameter on to narrows_p: its callers inherit the pair */
PRISM_DEVICE(void, passes_on, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, r, BLOCK(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_CALL(narrows_p, r, o);
}
/* grid level: narrows its parameter per thread, reads the __device__ array inside */
PRISM_DEVICE(void, grid_narrows, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, d, GRID(1)), PRISM_PARAM(int *, o, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(dg, d, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            dg[0] = g;
            o[0] = gbuf[(g + 1) % 4096];
        }
    }
}
PRISM_KERNEL(kern, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int v = 0;
    PRISM_CALL(grid_narrows, gbuf, &v); /* error P066 */ /* error P061 */
    PRISM_GROUP(BLOCK(1)) {
        PRISM_CALL(narrows_p, fsh, &v); /* error P061 */
        PRISM_CALL(narrows_named, fsh, &v); /* error P061 */
        PRISM_CALL(passes_on, fsh, &v); /* error P061 */
        PRISM_CALL(narrows_p_helper, fsh, &v); /* error P061 */
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}
/*
 * check-name: a Prism function given, for a parameter it narrows, memory it names itself (or the converse)
 * check-exit-value: 1
 *
 * check-error-start
alias_callee_names_arg.cu:79:5: error: 'gbuf' is used after a write partition at grid[1]: no barrier orders blocks, only a kernel boundary does [P066]
alias_callee_names_arg.cu:79:5: note: written through this PRISM_ASYNC
alias_callee_names_arg.cu:79:5: note: 'grid_narrows' uses 'gbuf' by its name
alias_callee_names_arg.cu:79:5: note: at stake: blocks cannot wait for each other inside a kernel, so the reuse would read another block's unfinished writes
alias_callee_names_arg.cu:79:5: note: fix: write the dependent part as a second kernel launch; a part that only writes elements the first never touches (a scalar tail after a float4 loop) goes inside the one partition instead: each unit stores its float4 through a cast of its piece and the tail through the same piece
alias_callee_names_arg.cu:79:5: note: see: prism-check --explain P066
alias_callee_names_arg.cu:79:30: error: the argument for 'd' may point into 'gbuf', which 'grid_narrows' (or a function it calls) names itself: it narrows 'd' with PRISM_PARTITION and uses 'gbuf' inside; one buffer under two names would bypass the scope [P061]
alias_callee_names_arg.cu:67:5: note: 'd' is narrowed here
alias_callee_names_arg.cu:70:20: note: 'gbuf' is used inside the scope here
alias_callee_names_arg.cu:79:30: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_callee_names_arg.cu:79:30: note: fix: pass memory 'grid_narrows' does not name itself, or let it reach that memory only through its parameter
alias_callee_names_arg.cu:79:30: note: see: prism-check --explain P061
alias_callee_names_arg.cu:81:31: error: the argument for 'p' may point into 'fsh', which 'narrows_p' (or a function it calls) names itself: it narrows 'p' with PRISM_PARTITION and uses 'fsh' inside; one buffer under two names would bypass the scope [P061]
alias_callee_names_arg.cu:21:5: note: 'p' is narrowed here
alias_callee_names_arg.cu:24:20: note: 'fsh' is used inside the scope here
alias_callee_names_arg.cu:81:31: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_callee_names_arg.cu:81:31: note: fix: pass memory 'narrows_p' does not name itself, or let it reach that memory only through its parameter
alias_callee_names_arg.cu:82:35: error: the argument for 'q' may point into 'fsh', which 'narrows_named' (or a function it calls) names itself: it narrows 'fsh' with PRISM_PARTITION and uses 'q' inside; one buffer under two names would bypass the scope [P061]
alias_callee_names_arg.cu:33:5: note: 'fsh' is narrowed here
alias_callee_names_arg.cu:36:20: note: 'q' is used inside the scope here
alias_callee_names_arg.cu:82:35: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_callee_names_arg.cu:82:35: note: fix: pass memory 'narrows_named' does not name itself, or let it reach that memory only through its parameter
alias_callee_names_arg.cu:83:31: error: the argument for 'r' may point into 'fsh', which 'passes_on' (or a function it calls) names itself: it narrows 'r' with PRISM_PARTITION and uses 'fsh' inside; one buffer under two names would bypass the scope [P061]
alias_callee_names_arg.cu:21:5: note: 'r' is narrowed here
alias_callee_names_arg.cu:24:20: note: 'fsh' is used inside the scope here
alias_callee_names_arg.cu:83:31: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_callee_names_arg.cu:83:31: note: fix: pass memory 'passes_on' does not name itself, or let it reach that memory only through its parameter
alias_callee_names_arg.cu:84:38: error: the argument for 'p' may point into 'fsh', which 'narrows_p_helper' (or a function it calls) names itself: it narrows 'p' with PRISM_PARTITION and uses 'fsh' inside; one buffer under two names would bypass the scope [P061]
alias_callee_names_arg.cu:49:5: note: 'p' is narrowed here
alias_callee_names_arg.cu:52:28: note: 'fsh' is used inside the scope here
alias_callee_names_arg.cu:84:38: note: at stake: the memory is owned by the scope's units now; the hidden name would race with them
alias_callee_names_arg.cu:84:38: note: fix: pass memory 'narrows_p_helper' does not name itself, or let it reach that memory only through its parameter
 * check-error-end
 */
