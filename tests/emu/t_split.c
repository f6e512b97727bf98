/*
 * tests/emu/t_split.c - the warp-specialized split that SPEC 4.2 accepts
 * once the units are the whole pinned block: in a block of 384 threads the
 * consumers' 256-thread arm starts at thread 0 and the producer's 128 at
 * 256.  Each thread records its arm, its id inside the arm, and the named
 * barrier its arm meets at (id and thread count); both arms meet at their
 * barrier twice, so a count that did not match the arm would hang or be
 * reported by the emulator.  Raw stores through the thread[4] slots (not
 * a checked program: the arm-relative ids are what is under test).
 */
#include "check.h"

enum { NT = 384, NB = 3 };

PRISM_KERNEL(k_ws_split, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(NT), WARPGROUP(1)), PRISM_SMEM(0),
             PRISM_PARAM(unsigned *, out, GRID(1)))
{
    PRISM_PARTITION(o, out, THREAD(4), PRISM_ID(THREAD(1)) * 4) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SPLIT(WARPGROUP) {
                PRISM_CASE(2) {
                    PRISM_SYNC();
                    o[0] = 1;
                    o[1] = PRISM_ID(THREAD(1));
                    PRISM_SYNC();
                    o[2] = prism_ctx.barid;
                    o[3] = prism_ctx.n;
                }
                PRISM_CASE(1) {
                    PRISM_SYNC();
                    o[0] = 2;
                    o[1] = PRISM_ID(THREAD(1));
                    PRISM_SYNC();
                    o[2] = prism_ctx.barid;
                    o[3] = prism_ctx.n;
                }
            }
        }
    }
}

int main(void)
{
    unsigned *out = xcalloc(NB * NT * 4, sizeof *out);
    int rc = PRISM_LAUNCH(k_ws_split, NB, NT, out);
    int bad = -1;
    unsigned bar_c = 0, bar_p = 0;
    for (unsigned g = 0; g < NB * NT && bad < 0; g++) {
        unsigned t = g % NT, *r = &out[g * 4];
        unsigned arm = t < 256 ? 1 : 2, rel = t < 256 ? t : t - 256, n = t < 256 ? 256 : 128;
        if (r[0] != arm || r[1] != rel || r[3] != n)
            bad = (int)g;
        if (t == 0)
            bar_c = r[2];
        if (t == 256)
            bar_p = r[2];
        if (r[2] != (t < 256 ? bar_c : bar_p))
            bad = (int)g;
    }
    check("split/ws-384-consumers-first", rc == 0 && bad < 0, "rc %d, thread %d: arm %u id %u barrier %u of %u", rc,
          bad, bad < 0 ? 0 : out[bad * 4], bad < 0 ? 0 : out[bad * 4 + 1], bad < 0 ? 0 : out[bad * 4 + 2],
          bad < 0 ? 0 : out[bad * 4 + 3]);
    check("split/ws-384-distinct-barriers", bar_c != 0 && bar_p != 0 && bar_c != bar_p && bar_c < 16 && bar_p < 16,
          "consumers meet at %u, the producer at %u", bar_c, bar_p);
    free(out);
    return check_failures != 0;
}
