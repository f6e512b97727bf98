/*
 * scope_edges.cu - less common shapes: stray arms, splits without whole units, gotos into scopes, async ownership
 */
#include "prism.h"

PRISM_DEVICE(void, stray_arm, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0))
{
    PRISM_CASE(32) { } /* error P023 */
}

PRISM_DEVICE(void, half_warp, PRISM_REQUIRES(THREAD(16)), PRISM_SMEM(0))
{
    PRISM_SPLIT(WARP) { /* error P020 */
        PRISM_CASE(1) { }
    }
}

PRISM_DEVICE(void, jump_in, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    if (n > 2)
        goto inside; /* error P090 */
    PRISM_GROUP(THREAD(1)) {
    inside:
        out[0] = n;
    }
}

PRISM_DEVICE(void, not_mine, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, dst, BLOCK(1)),
             PRISM_PARAM(const float *, src, BLOCK(1)))
{
    PRISM_GROUP(THREAD(32)) {
        PRISM_ASYNC(d, dst) { /* error P060 */
            PRISM_GROUP(THREAD(1)) { prism_cp_async16(d, src); }
        }
    }
}
/*
 * check-name: less common shapes: stray arms, splits without whole units, gotos into scopes, async ownership
 * check-exit-value: 1
 * check-command: prism-check $file
 *
 * check-error-start
scope_edges.cu:8:5: error: PRISM_CASE outside a PRISM_SPLIT: an arm needs a split to count from [P023]
scope_edges.cu:8:5: note: fix: put only PRISM_CASE(n) { ... } arms directly inside PRISM_SPLIT(level) { ... }
scope_edges.cu:8:5: note: see: prism-check --explain P023
scope_edges.cu:13:5: error: split(WARP) in code at thread[16]: 16 threads are not whole WARP units [P020]
scope_edges.cu:13:5: note: at stake: the arm would name units that the launch does not have
scope_edges.cu:13:5: note: fix: split by a level the code is broader than, with arms that divide it (PRISM_SPLIT(WARP) { PRISM_CASE(1) ... })
scope_edges.cu:13:5: note: see: prism-check --explain P020
scope_edges.cu:23:9: error: 'goto' jumps into a Prism scope, past its start [P090]
scope_edges.cu:23:9: note: at stake: a jump across a scope boundary skips the barrier at its entry or exit
scope_edges.cu:23:9: note: fix: return or break before the scope; to skip work for some threads, keep it under the condition inside the scope instead (PRISM_GROUP(THREAD(1)) { if (i < n) { ... } }); a flag tested after the scope must be a value of the code that tests it, or its 'if' is P032
scope_edges.cu:23:9: note: see: prism-check --explain P090
scope_edges.cu:35:24: error: async of 'dst' at block[1] in code at thread[32]: only the group that owns memory can hand it out [P060]
scope_edges.cu:35:24: note: at stake: a partition from narrower code would split memory that not all of its owners see
scope_edges.cu:35:24: note: fix: move the partition out to code at the pointer's perspective (a grid[1] pointer: outside the PRISM_GROUP, around it), or partition a part the code already owns (in block[1] code, a block[1] buffer: PRISM_PARTITION(w, buf, THREAD(32), PRISM_ID(THREAD(32)) * 32))
scope_edges.cu:35:24: note: see: prism-check --explain P060
 * check-error-end
 */
