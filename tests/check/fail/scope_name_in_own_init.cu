/*
 * scope_name_in_own_init.cu - a memory scope's new name used in its own
 * source or offset (red team d2, l08).  The macros declare the name before
 * its initialiser (`T y = (x) + (offset)`), so the compilers read such a
 * use as the new, uninitialised pointer while the checker read the outer
 * name: `PRISM_PARTITION(ob, ob, ...)` built from garbage, and a warp id
 * `w` in `PRISM_PARTITION(w, ob, THREAD(32), w * 32)` did not compile.
 * Refused (P100) for partitions, claims and asyncs; a member of the same
 * spelling (`p.w`) is not the name, nor a statement expression's own
 * local of that name (red team rt15).
 */
#include "prism.h"

typedef struct { int w; int *buf; } Args;

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(Args, a, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * 128) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_AT(THREAD(32)) const int w = (int)PRISM_ID(THREAD(32));
            PRISM_PARTITION(ob, ob, THREAD(32), w * 32) { /* error P100 */
                PRISM_GROUP(THREAD(32)) { (void)ob; }
            }
            PRISM_PARTITION(w, ob, THREAD(32), w * 32) { /* error P100 */
                PRISM_GROUP(THREAD(32)) { (void)w; }
            }
            PRISM_PARTITION(v, ob, THREAD(32), a.w * 0 + 32 * (int)PRISM_ID(THREAD(32))) {
                PRISM_GROUP(THREAD(32)) { (void)v; }
            }
            PRISM_PARTITION(u, ob, THREAD(32), ({ int u = 32; u; }) * (int)PRISM_ID(THREAD(32))) {
                PRISM_GROUP(THREAD(32)) { (void)u; }
            }
            PRISM_SHARED(int, tile, 128);
            PRISM_CLAIM(tile, tile, THREAD(32)) { /* error P100 */
                PRISM_SPLIT(WARP) { PRISM_CASE(1) { tile[0] = 1; } }
            }
            PRISM_ONE_CLAIM(tile, tile) { tile[0] = 2; } /* error P100 */
            PRISM_ASYNC(tile, tile) { /* error P100 */
                PRISM_GROUP(THREAD(1)) { (void)tile; }
            }
        }
    }
}

/*
 * check-name: a scope's new name used in its own source or offset (P100)
 * check-exit-value: 1
 *
 * check-error-start
scope_name_in_own_init.cu:23:33: error: 'ob' is the scope's new name here: the macro declares 'ob' before its initialiser, so the compilers read this 'ob' as the new, uninitialised pointer, not the 'ob' outside [P100]
scope_name_in_own_init.cu:23:29: note: the new name is declared here
scope_name_in_own_init.cu:23:33: note: fix: give the scope's name another spelling (PRISM_PARTITION(ob_part, ...))
scope_name_in_own_init.cu:23:33: note: see: prism-check --explain P100
scope_name_in_own_init.cu:26:48: error: 'w' is the scope's new name here: the macro declares 'w' before its initialiser, so the compilers read this 'w' as the new, uninitialised pointer, not the 'w' outside [P100]
scope_name_in_own_init.cu:26:29: note: the new name is declared here
scope_name_in_own_init.cu:26:48: note: fix: give the scope's name another spelling (PRISM_PARTITION(w_part, ...))
scope_name_in_own_init.cu:36:31: error: 'tile' is the scope's new name here: the macro declares 'tile' before its initialiser, so the compilers read this 'tile' as the new, uninitialised pointer, not the 'tile' outside [P100]
scope_name_in_own_init.cu:36:25: note: the new name is declared here
scope_name_in_own_init.cu:36:31: note: fix: give the scope's name another spelling (PRISM_CLAIM(tile_part, ...))
scope_name_in_own_init.cu:39:35: error: 'tile' is the scope's new name here: the macro declares 'tile' before its initialiser, so the compilers read this 'tile' as the new, uninitialised pointer, not the 'tile' outside [P100]
scope_name_in_own_init.cu:39:29: note: the new name is declared here
scope_name_in_own_init.cu:39:35: note: fix: give the scope's name another spelling (PRISM_ONE_CLAIM(tile_part, ...))
scope_name_in_own_init.cu:40:31: error: 'tile' is the scope's new name here: the macro declares 'tile' before its initialiser, so the compilers read this 'tile' as the new, uninitialised pointer, not the 'tile' outside [P100]
scope_name_in_own_init.cu:40:25: note: the new name is declared here
scope_name_in_own_init.cu:40:31: note: fix: give the scope's name another spelling (PRISM_ASYNC(tile_part, ...))
 * check-error-end
 */
