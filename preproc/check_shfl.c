/*
 * check_shfl.c - the segment width and butterfly mask of a shuffle (P080).
 *
 * CUDA splits the warp into segments of `width` lanes for a shuffle; the
 * hardware derives them from ((32 - width) << 8), so a width that is not
 * a power of two from 1 to 32 makes other segments than the ones asked
 * for (24 gives 8-lane ones), and CUDA leaves the shuffle undefined (0,
 * 64; SPEC 8).  Width 1 is CUDA's and the emulator's: each lane reads
 * itself.  Only a width the checker can evaluate is judged here.
 *
 * A butterfly (__shfl_xor_sync) is the one mode whose source can leave
 * the segment: shfl.sync.bfly reads lane ^ (mask & 31) whenever that lane
 * is not above the segment's last, so a mask bit at or above the width
 * reads an earlier segment.  On a sub-warp unit that is another unit's
 * lane unless the mask stays below the unit's size (SPEC 8.1: every lane
 * a shuffle reads is in the unit).  up, down and idx stay in the segment.
 */
#include "check_internal.h"

static bool valid_width(int64_t w)
{
    return w >= 1 && w <= 32 && (w & (w - 1)) == 0;
}

bool shfl_width_invalid(Token *at, const Intrinsic *in, Node **args, int n)
{
    int64_t w;
    if (in->width < 0 || in->width >= n || in->width >= 4 || !const_eval(args[in->width], &w) || valid_width(w))
        return false;
    Node *e = args[in->width];
    diag(DIAG_ERROR, expr_first_token(e) ? expr_first_token(e) : at, "P080",
         "width %lld of '%s' is not a power of two from 1 to 32: CUDA leaves the shuffle undefined (the "
         "hardware splits the warp into other segments than the ones asked for)",
         (long long)w, tok_str(at));
    return true;
}

bool shfl_xor_leaves_unit(Token *at, Node **args, int n, int64_t unit)
{
    int64_t m;
    if (!equal(at, "__shfl_xor_sync") || n < 3 || !const_eval(args[2], &m) || (m & 31) < unit)
        return false;
    diag(DIAG_ERROR, expr_first_token(args[2]) ? expr_first_token(args[2]) : at, "P080",
         "lane mask %lld of '%s' on a thread[%lld] unit reaches lane ^ %lld, outside the unit: a butterfly reads "
         "an earlier segment when its mask is not below the segment width; keep the mask below %lld",
         (long long)m, tok_str(at), (long long)unit, (long long)(m & 31), (long long)unit);
    return true;
}
