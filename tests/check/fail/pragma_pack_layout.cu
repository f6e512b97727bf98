/*
 * pragma_pack_layout.cu - a struct declared under #pragma pack (red team
 * rt16): gcc and nvcc pack it (5 bytes here), the checker would lay it out
 * as the default ABI does (8), so `8 - sizeof(struct S)` was 0 to the
 * checker and 3 to the compilers.  Its layout is unknown to the checker
 * now: its size, and K, are no constants (P103 where one is needed).  After pack(pop) the default holds
 * again (struct T).  A pack the compilers may run and the checker does not
 * (red team rt17: under a test of __PRISM_CHECK__ or PRISM_CHECKED, or by
 * _Pragma from a macro defined under one) leaves the layouts after it
 * unknown (U, V); a pack by _Pragma the checker runs is a pack (W).
 */
#include "prism.h"
#pragma pack(push, 1)
struct S {
    char c;
    int i;
};
#pragma pack(pop)
struct T {
    char c;
    int i;
};
enum { K = 8 - sizeof(struct S) };
enum { J = 8 - sizeof(struct T) };
#define PACK1 _Pragma("pack(push, 1)")
#define UNPACK _Pragma("pack(pop)")
PACK1
struct W {
    char c;
    int i;
};
UNPACK
enum { KW = 8 - sizeof(struct W) };
#ifndef __PRISM_CHECK__
#pragma pack(push, 1)
#endif
struct U {
    char c;
    int i;
};
enum { KU = 8 - sizeof(struct U) };
#ifdef PRISM_CHECKED
#define PACKV _Pragma("pack(1)")
#else
#define PACKV
#endif
PACKV
struct V {
    char c;
    int i;
};
enum { KV = 8 - sizeof(struct V) };

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = J; }
    }
}

PRISM_KERNEL(alloc, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(64), PRISM_PARAM(int *, out, GRID(1)))
{
    (void)out;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(char, packed, K); /* error P103 */
        PRISM_SHARED(char, plain, J);
        PRISM_SHARED(char, w, KW); /* error P103 */
        PRISM_SHARED(char, u, KU); /* error P103 */
        PRISM_SHARED(char, v, KV); /* error P103 */ /* error P107 */
        (void)w;
        (void)u;
        (void)v;
        (void)packed;
        (void)plain;
    }
}

/*
 * check-name: a struct under #pragma pack has no layout the checker knows (P103)
 * check-exit-value: 1
 *
 * check-error-start
pragma_pack_layout.cu:66:36: error: the PRISM_SHARED count must be an integer constant expression; 'K' is not a constant [P103]
pragma_pack_layout.cu:23:8: note: 'K' is declared here
pragma_pack_layout.cu:66:36: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
pragma_pack_layout.cu:66:36: note: see: prism-check --explain P103
pragma_pack_layout.cu:68:31: error: the PRISM_SHARED count must be an integer constant expression; 'KW' is not a constant [P103]
pragma_pack_layout.cu:33:8: note: 'KW' is declared here
pragma_pack_layout.cu:68:31: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
pragma_pack_layout.cu:69:31: error: the PRISM_SHARED count must be an integer constant expression; 'KU' is not a constant [P103]
pragma_pack_layout.cu:41:8: note: 'KU' is declared here
pragma_pack_layout.cu:69:31: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
pragma_pack_layout.cu:70:31: error: 'KV' is declared where prism-check and the compilers read the source differently (under a test of a name they read differently, or with __COUNTER__'s value): the compilers may give it another value or type than the one this body is checked with [P107]
pragma_pack_layout.cu:52:8: note: 'KV' is declared here
pragma_pack_layout.cu:70:31: note: at stake: the compilers would build code the checker never proved, or miss a barrier the checker counted on
pragma_pack_layout.cu:70:31: note: fix: write one version for both, or put code the checker must not read in PRISM_UNSAFE
pragma_pack_layout.cu:70:31: note: see: prism-check --explain P107
pragma_pack_layout.cu:70:31: error: the PRISM_SHARED count must be an integer constant expression; 'KV' is not a constant [P103]
pragma_pack_layout.cu:52:8: note: 'KV' is declared here
pragma_pack_layout.cu:70:31: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
 * check-error-end
 */
