/*
 * prism/emu/simd.h - CUDA's SIMD video intrinsics for the host emulator:
 * __vadd2, __vcmpgeu4, __vsads2, ... on the two halfwords (2) or four
 * bytes (4) of an unsigned int.  Included by emu.h.
 *
 * Each is what the CUDA Math API documents and PTX's vadd2/vavrg4/...
 * compute: lanes wrap unless the name says saturation (ss signed, us
 * unsigned); a signed average rounds half away from zero ((a + b + 1) >> 1
 * for a non-negative sum, (a + b) >> 1 otherwise), an unsigned one up,
 * __vhaddu truncates; a comparison gives all ones (__vcmp) or 1 (__vset)
 * in a true lane; __vsads and __vsadu add the lanes' absolute differences
 * into one number.  One lane-wise function computes them all, so each name
 * is one line; like bits.h's, they are GNU extern inline (a program's own
 * definition of the name wins).
 */
#ifndef PRISM_EMU_SIMD_H
#define PRISM_EMU_SIMD_H

#include "prism/emu/bits.h" /* PRISM_EMU_INTRINSIC */

enum {
    PRISM_EMU_V_ADD, PRISM_EMU_V_ADDSS, PRISM_EMU_V_ADDUS, PRISM_EMU_V_SUB, PRISM_EMU_V_SUBSS,
    PRISM_EMU_V_SUBUS, PRISM_EMU_V_AVGS, PRISM_EMU_V_AVGU, PRISM_EMU_V_HADDU, PRISM_EMU_V_ABSDIFFS,
    PRISM_EMU_V_ABSDIFFU, PRISM_EMU_V_MAXS, PRISM_EMU_V_MAXU, PRISM_EMU_V_MINS, PRISM_EMU_V_MINU,
    PRISM_EMU_V_ABS, PRISM_EMU_V_ABSSS, PRISM_EMU_V_NEG, PRISM_EMU_V_NEGSS,
    /* comparisons: the relation, then signed or unsigned lanes */
    PRISM_EMU_V_EQ, PRISM_EMU_V_NE, PRISM_EMU_V_GES, PRISM_EMU_V_GEU, PRISM_EMU_V_GTS, PRISM_EMU_V_GTU,
    PRISM_EMU_V_LES, PRISM_EMU_V_LEU, PRISM_EMU_V_LTS, PRISM_EMU_V_LTU,
};

/* The operation on one lane's values (signed s, unsigned u), before it is cut to the lane's width. */
PRISM_EMU_INTRINSIC long long prism_emu_v_lane(int op, long long sa, long long sb, long long ua, long long ub,
                                               long long smin, long long smax, long long umax)
{
    long long d;
    switch (op) {
    case PRISM_EMU_V_ADD: return ua + ub;
    case PRISM_EMU_V_ADDSS: d = sa + sb; return d < smin ? smin : d > smax ? smax : d;
    case PRISM_EMU_V_ADDUS: d = ua + ub; return d > umax ? umax : d;
    case PRISM_EMU_V_SUB: return ua - ub;
    case PRISM_EMU_V_SUBSS: d = sa - sb; return d < smin ? smin : d > smax ? smax : d;
    case PRISM_EMU_V_SUBUS: d = ua - ub; return d < 0 ? 0 : d;
    case PRISM_EMU_V_AVGS: d = sa + sb; return d >= 0 ? (d + 1) / 2 : -((-d + 1) / 2);
    case PRISM_EMU_V_AVGU: return (ua + ub + 1) / 2;
    case PRISM_EMU_V_HADDU: return (ua + ub) / 2;
    case PRISM_EMU_V_ABSDIFFS: d = sa - sb; return d < 0 ? -d : d;
    case PRISM_EMU_V_ABSDIFFU: d = ua - ub; return d < 0 ? -d : d;
    case PRISM_EMU_V_MAXS: return sa > sb ? sa : sb;
    case PRISM_EMU_V_MAXU: return ua > ub ? ua : ub;
    case PRISM_EMU_V_MINS: return sa < sb ? sa : sb;
    case PRISM_EMU_V_MINU: return ua < ub ? ua : ub;
    case PRISM_EMU_V_ABS: return sa < 0 ? -sa : sa;
    case PRISM_EMU_V_ABSSS: d = sa < 0 ? -sa : sa; return d > smax ? smax : d;
    case PRISM_EMU_V_NEG: return -sa;
    case PRISM_EMU_V_NEGSS: d = -sa; return d > smax ? smax : d;
    case PRISM_EMU_V_EQ: return ua == ub;
    case PRISM_EMU_V_NE: return ua != ub;
    case PRISM_EMU_V_GES: return sa >= sb;
    case PRISM_EMU_V_GEU: return ua >= ub;
    case PRISM_EMU_V_GTS: return sa > sb;
    case PRISM_EMU_V_GTU: return ua > ub;
    case PRISM_EMU_V_LES: return sa <= sb;
    case PRISM_EMU_V_LEU: return ua <= ub;
    case PRISM_EMU_V_LTS: return sa < sb;
    default: return ua < ub; /* PRISM_EMU_V_LTU */
    }
}

/*
 * a op b lane by lane, lanes of `bits` bits.  mode 0: each lane's result
 * cut to the lane; 1: a true comparison as all ones (__vcmp); 2: the
 * lanes' results added into one number (__vsads, __vsadu).
 */
PRISM_EMU_INTRINSIC unsigned prism_emu_v(unsigned a, unsigned b, int bits, int op, int mode)
{
    const unsigned long long mask = (1ull << bits) - 1;
    const long long smin = -(1ll << (bits - 1)), smax = (1ll << (bits - 1)) - 1, umax = (long long)mask;
    unsigned r = 0, sum = 0;
    for (int sh = 0; sh < 32; sh += bits) {
        long long ua = (long long)((a >> sh) & mask), ub = (long long)((b >> sh) & mask);
        long long sa = ua > smax ? ua - umax - 1 : ua, sb = ub > smax ? ub - umax - 1 : ub;
        long long v = prism_emu_v_lane(op, sa, sb, ua, ub, smin, smax, umax);
        if (mode == 1)
            v = v ? umax : 0;
        sum += (unsigned)v;
        r |= (unsigned)((unsigned long long)v & mask) << sh;
    }
    return mode == 2 ? sum : r;
}

#define PRISM_EMU_V2(name, op, mode)                                                                     \
    PRISM_EMU_INTRINSIC unsigned name##2(unsigned a, unsigned b) { return prism_emu_v(a, b, 16, op, mode); } \
    PRISM_EMU_INTRINSIC unsigned name##4(unsigned a, unsigned b) { return prism_emu_v(a, b, 8, op, mode); }
#define PRISM_EMU_V1(name, op)                                                                   \
    PRISM_EMU_INTRINSIC unsigned name##2(unsigned a) { return prism_emu_v(a, 0u, 16, op, 0); } \
    PRISM_EMU_INTRINSIC unsigned name##4(unsigned a) { return prism_emu_v(a, 0u, 8, op, 0); }

PRISM_EMU_V2(__vadd, PRISM_EMU_V_ADD, 0)
PRISM_EMU_V2(__vaddss, PRISM_EMU_V_ADDSS, 0)
PRISM_EMU_V2(__vaddus, PRISM_EMU_V_ADDUS, 0)
PRISM_EMU_V2(__vsub, PRISM_EMU_V_SUB, 0)
PRISM_EMU_V2(__vsubss, PRISM_EMU_V_SUBSS, 0)
PRISM_EMU_V2(__vsubus, PRISM_EMU_V_SUBUS, 0)
PRISM_EMU_V2(__vavgs, PRISM_EMU_V_AVGS, 0)
PRISM_EMU_V2(__vavgu, PRISM_EMU_V_AVGU, 0)
PRISM_EMU_V2(__vhaddu, PRISM_EMU_V_HADDU, 0)
PRISM_EMU_V2(__vabsdiffs, PRISM_EMU_V_ABSDIFFS, 0)
PRISM_EMU_V2(__vabsdiffu, PRISM_EMU_V_ABSDIFFU, 0)
PRISM_EMU_V2(__vmaxs, PRISM_EMU_V_MAXS, 0)
PRISM_EMU_V2(__vmaxu, PRISM_EMU_V_MAXU, 0)
PRISM_EMU_V2(__vmins, PRISM_EMU_V_MINS, 0)
PRISM_EMU_V2(__vminu, PRISM_EMU_V_MINU, 0)
PRISM_EMU_V2(__vsads, PRISM_EMU_V_ABSDIFFS, 2)
PRISM_EMU_V2(__vsadu, PRISM_EMU_V_ABSDIFFU, 2)
PRISM_EMU_V2(__vcmpeq, PRISM_EMU_V_EQ, 1)
PRISM_EMU_V2(__vcmpne, PRISM_EMU_V_NE, 1)
PRISM_EMU_V2(__vcmpges, PRISM_EMU_V_GES, 1)
PRISM_EMU_V2(__vcmpgeu, PRISM_EMU_V_GEU, 1)
PRISM_EMU_V2(__vcmpgts, PRISM_EMU_V_GTS, 1)
PRISM_EMU_V2(__vcmpgtu, PRISM_EMU_V_GTU, 1)
PRISM_EMU_V2(__vcmples, PRISM_EMU_V_LES, 1)
PRISM_EMU_V2(__vcmpleu, PRISM_EMU_V_LEU, 1)
PRISM_EMU_V2(__vcmplts, PRISM_EMU_V_LTS, 1)
PRISM_EMU_V2(__vcmpltu, PRISM_EMU_V_LTU, 1)
PRISM_EMU_V2(__vseteq, PRISM_EMU_V_EQ, 0)
PRISM_EMU_V2(__vsetne, PRISM_EMU_V_NE, 0)
PRISM_EMU_V2(__vsetges, PRISM_EMU_V_GES, 0)
PRISM_EMU_V2(__vsetgeu, PRISM_EMU_V_GEU, 0)
PRISM_EMU_V2(__vsetgts, PRISM_EMU_V_GTS, 0)
PRISM_EMU_V2(__vsetgtu, PRISM_EMU_V_GTU, 0)
PRISM_EMU_V2(__vsetles, PRISM_EMU_V_LES, 0)
PRISM_EMU_V2(__vsetleu, PRISM_EMU_V_LEU, 0)
PRISM_EMU_V2(__vsetlts, PRISM_EMU_V_LTS, 0)
PRISM_EMU_V2(__vsetltu, PRISM_EMU_V_LTU, 0)
PRISM_EMU_V1(__vabs, PRISM_EMU_V_ABS)
PRISM_EMU_V1(__vabsss, PRISM_EMU_V_ABSSS)
PRISM_EMU_V1(__vneg, PRISM_EMU_V_NEG)
PRISM_EMU_V1(__vnegss, PRISM_EMU_V_NEGSS)

#undef PRISM_EMU_V1
#undef PRISM_EMU_V2

#endif /* PRISM_EMU_SIMD_H */
