/*
 * pragma_pack_layout.cu - a struct declared under #pragma pack (red team
 * rt16): gcc and nvcc pack it (5 bytes here), the checker would lay it out
 * as the default ABI does (8), so `8 - sizeof(struct S)` was 0 to the
 * checker and 3 to the compilers.  Its layout is unknown to the checker
 * now: its size, and K, are no constants (P103 where one is needed).  After pack(pop) the default holds
 * again (struct T).
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
        (void)packed;
        (void)plain;
    }
}

/*
 * check-name: a struct under #pragma pack has no layout the checker knows (P103)
 * check-exit-value: 1
 *
 * check-error-start
pragma_pack_layout.cu:35:36: error: the PRISM_SHARED count must be an integer constant expression; 'K' is not a constant [P103]
pragma_pack_layout.cu:20:8: note: 'K' is declared here
pragma_pack_layout.cu:35:36: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
pragma_pack_layout.cu:35:36: note: see: prism-check --explain P103
 * check-error-end
 */
