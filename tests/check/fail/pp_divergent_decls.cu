/*
 * pp_divergent_decls.cu - names declared where prism-check and the
 * compilers read the source differently, used in checked bodies (SPEC
 * 13.1 P107; red team rt14): an enum constant under `#ifdef
 * __PRISM_CHECK__` (0 to the checker, 1 to the compilers: `z[K]` proved
 * the thread's own slot, built as the neighbour's), under `#ifdef
 * PRISM_CHECKED` (defined only in the emitted copy), a typedef under
 * `#ifdef __cplusplus`, a `static const` from `__COUNTER__` (Prism's own
 * PRISM_LAUNCH takes values the checker never counts), and `__COUNTER__`
 * in a body; and (red team rt15) a test inside a declaration's text, whose
 * skipped branch shifts an enumerator (E1) or adds a member (struct Pair),
 * and a constant computed from a struct declared under a test
 * (TAG_BYTES); (red team rt17) such names in a kernel's bound, which is
 * checked code too (BLOCKDIM(BDE): 64 threads checked, 128 built), and
 * __INCLUDE_LEVEL__ and __BASE_FILE__, which the compilers read in the
 * checked copy (its headers inlined at level 0, another base file).
 * Legal look-alikes: pass/pp_divergent_decls_ok.cu.
 */
#include "prism.h"
#ifdef __PRISM_CHECK__
enum { K = 0 };
#else
enum { K = 1 };
#endif
#ifdef PRISM_CHECKED
enum { J = 1 };
#else
enum { J = 0 };
#endif
#ifdef __cplusplus
typedef long long acc_t;
#else
typedef int acc_t;
#endif
static const int C = __COUNTER__;
enum { E0,
#ifndef __PRISM_CHECK__
       E_HOST,
#endif
       E1 };
struct Pair {
    int a;
#ifdef PRISM_CHECKED
    int b;
#endif
};
#ifdef __cplusplus
struct Tagged { long long v[2]; };
#else
struct Tagged { int v[1]; };
#endif
enum { TAG_BYTES = sizeof(struct Tagged) };
enum { LVL = __INCLUDE_LEVEL__, BLEN = sizeof(__BASE_FILE__) };
#if __INCLUDE_LEVEL__ == 0
enum { KLVL = 0 };
#else
enum { KLVL = 1 };
#endif
#ifdef __PRISM_CHECK__
enum { BDE = 64 };
typedef char bdt[64];
#else
enum { BDE = 128 };
typedef char bdt[128];
#endif

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(512),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, tile, 65);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(z, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { z[0] = t; }
            PRISM_GROUP(THREAD(1)) { acc = z[K]; } /* error P107 */
            PRISM_GROUP(THREAD(1)) { acc += z[J]; } /* error P107 */
            PRISM_GROUP(THREAD(1)) {
                acc_t w = 0; /* error P107 */
                acc += (int)w + z[C] + z[__COUNTER__]; /* error P107 */ /* error P107 */
                acc += z[E1]; /* error P107 */
                acc += (int)sizeof(struct Pair); /* error P107 */
                acc += z[TAG_BYTES / 4]; /* error P107 */
                acc += z[LVL] + z[BLEN & 1]; /* error P107 */ /* error P107 */
                acc += z[__INCLUDE_LEVEL__] + (int)sizeof(__BASE_FILE__); /* error P107 */ /* error P107 */
                acc += z[KLVL]; /* error P107 */
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

PRISM_KERNEL(sized, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(BDE), THREAD(32)), PRISM_SMEM(0), /* error P107 */
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1; }
    }
}

PRISM_KERNEL(sized_t, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(sizeof(bdt))), PRISM_SMEM(0), /* error P107 */
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = 1; }
    }
}

/*
 * check-name: names declared where the checker and the compilers read differently, used in a checked body (P107)
 * check-exit-value: 1
 *
 * check-error-start
pp_divergent_decls.cu:77:46: error: 'K' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:21:8: note: 'K' is declared here
pp_divergent_decls.cu:77:46: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:77:46: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:77:46: note: see: prism-check --explain P107
pp_divergent_decls.cu:78:47: error: 'J' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:28:8: note: 'J' is declared here
pp_divergent_decls.cu:78:47: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:78:47: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:80:17: error: 'acc_t' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:33:13: note: 'acc_t' is declared here
pp_divergent_decls.cu:80:17: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:80:17: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:81:35: error: 'C' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:35:18: note: 'C' is declared here
pp_divergent_decls.cu:81:35: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:81:35: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:81:42: error: __COUNTER__'s value in a checked function's body: prism-check and the compilers read it differently (Prism's own macros take values where the compilers expand them) [P107]
pp_divergent_decls.cu:81:42: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:81:42: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:82:26: error: 'E1' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:40:8: note: 'E1' is declared here
pp_divergent_decls.cu:82:26: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:82:26: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:83:43: error: 'struct Pair' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:41:8: note: 'struct Pair' is declared here
pp_divergent_decls.cu:83:43: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:83:43: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:84:26: error: 'TAG_BYTES' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:52:8: note: 'TAG_BYTES' is declared here
pp_divergent_decls.cu:84:26: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:84:26: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:85:26: error: 'LVL' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:53:8: note: 'LVL' is declared here
pp_divergent_decls.cu:85:26: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:85:26: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:85:35: error: 'BLEN' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:53:33: note: 'BLEN' is declared here
pp_divergent_decls.cu:85:35: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:85:35: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:86:26: error: __INCLUDE_LEVEL__'s value in a checked function's body: prism-check and the compilers read it differently (they compile the checked copy, with its headers inlined at level 0) [P107]
pp_divergent_decls.cu:86:26: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:86:26: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:86:59: error: __BASE_FILE__'s value in a checked function's body: prism-check and the compilers read it differently (they compile the checked copy, with its headers inlined at level 0) [P107]
pp_divergent_decls.cu:86:59: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:86:59: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:87:26: error: 'KLVL' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:55:8: note: 'KLVL' is declared here
pp_divergent_decls.cu:87:26: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:87:26: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:96:64: error: 'BDE' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:60:8: note: 'BDE' is declared here
pp_divergent_decls.cu:96:64: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:96:64: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pp_divergent_decls.cu:105:71: error: 'bdt' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pp_divergent_decls.cu:61:14: note: 'bdt' is declared here
pp_divergent_decls.cu:105:71: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pp_divergent_decls.cu:105:71: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
 * check-error-end
 */
