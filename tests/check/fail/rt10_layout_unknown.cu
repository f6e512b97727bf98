/*
 * rt10_layout_unknown.cu - shared allocations whose bytes the compilers
 * lay out otherwise than the checker would: __int128 (16 bytes), long
 * double (16 on the host, 8 on the device), a complex number (two), a
 * GCC vector typedef (vector_size(16)), a struct with an _Alignas member
 * (16 a member), an enum with a value past 32 bits (8 bytes).  The arena
 * model sized them as int, float or long, so a sibling group's tile on
 * their upper bytes was taken as disjoint and no barrier was placed (red
 * team rt10: hole_arena_*; wrong results and races in the checked build).
 * Their size is unknown to the checker now: P051 where allocated, P103
 * where a count takes sizeof of one.
 */
#include "prism.h"
typedef float v4f __attribute__((vector_size(16)));
struct al16 {
    _Alignas(16) int x;
};
struct at16 {
    int x __attribute__((aligned(16)));
};
enum big { BIG = 0x100000000 };
enum mixed { MNEG = -1, MBIG = 0xFFFFFFFF };
PRISM_KERNEL(layouts, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(8192), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(__int128, a, 16);              /* error P051 */
        PRISM_SHARED(long double, b, 16);           /* error P051 */
        PRISM_SHARED(float _Complex, c, 16);        /* error P051 */
        PRISM_SHARED(v4f, d, 16);                   /* error P051 */
        PRISM_SHARED(struct al16, e, 16);           /* error P051 */
        PRISM_SHARED(struct at16, i, 16);           /* error P051 */
        PRISM_SHARED(enum big, f, 16);              /* error P051 */
        PRISM_SHARED(enum mixed, h, 16);            /* error P051 */
        PRISM_SHARED(int, g, sizeof(v4f) * 4);      /* error P103 */
        (void)a, (void)b, (void)c, (void)d, (void)e, (void)f, (void)g, (void)h, (void)i;
    }
    (void)out;
}
/*
 * check-name: red team rt10: shared allocations of types the checker cannot lay out as the compilers do (P051, P103)
 * check-exit-value: 1
 *
 * check-error-start
rt10_layout_unknown.cu:34:30: error: the PRISM_SHARED count must be an integer constant expression [P103]
rt10_layout_unknown.cu:34:30: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
rt10_layout_unknown.cu:34:30: note: see: prism-check --explain P103
rt10_layout_unknown.cu:26:9: error: the element type of 'a' is laid out in a way the checker does not model (__int128, long double, _Complex, an attribute or _Alignas in its declaration, an enum with values past 32 bits): the barriers between allocations would be placed on wrong bytes [P051]
rt10_layout_unknown.cu:26:9: note: at stake: the block's shared-memory budget cannot be checked
rt10_layout_unknown.cu:26:9: note: fix: allocate an array of a plain type (int, float, unsigned long long, float4, a struct of them) and convert each element where it is used
rt10_layout_unknown.cu:26:9: note: see: prism-check --explain P051
rt10_layout_unknown.cu:27:9: error: the element type of 'b' is laid out in a way the checker does not model (__int128, long double, _Complex, an attribute or _Alignas in its declaration, an enum with values past 32 bits): the barriers between allocations would be placed on wrong bytes [P051]
rt10_layout_unknown.cu:27:9: note: at stake: the block's shared-memory budget cannot be checked
rt10_layout_unknown.cu:27:9: note: fix: allocate an array of a plain type (int, float, unsigned long long, float4, a struct of them) and convert each element where it is used
rt10_layout_unknown.cu:28:9: error: the element type of 'c' is laid out in a way the checker does not model (__int128, long double, _Complex, an attribute or _Alignas in its declaration, an enum with values past 32 bits): the barriers between allocations would be placed on wrong bytes [P051]
rt10_layout_unknown.cu:28:9: note: at stake: the block's shared-memory budget cannot be checked
rt10_layout_unknown.cu:28:9: note: fix: allocate an array of a plain type (int, float, unsigned long long, float4, a struct of them) and convert each element where it is used
rt10_layout_unknown.cu:29:9: error: the element type of 'd' is laid out in a way the checker does not model (__int128, long double, _Complex, an attribute or _Alignas in its declaration, an enum with values past 32 bits): the barriers between allocations would be placed on wrong bytes [P051]
rt10_layout_unknown.cu:29:9: note: at stake: the block's shared-memory budget cannot be checked
rt10_layout_unknown.cu:29:9: note: fix: allocate an array of a plain type (int, float, unsigned long long, float4, a struct of them) and convert each element where it is used
rt10_layout_unknown.cu:30:9: error: the checker does not know the size of the element type 'struct al16' of 'e' [P051]
rt10_layout_unknown.cu:30:9: note: at stake: the block's shared-memory budget cannot be checked
rt10_layout_unknown.cu:30:9: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
rt10_layout_unknown.cu:31:9: error: the checker does not know the size of the element type 'struct at16' of 'i' [P051]
rt10_layout_unknown.cu:31:9: note: at stake: the block's shared-memory budget cannot be checked
rt10_layout_unknown.cu:31:9: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
rt10_layout_unknown.cu:32:9: error: the element type of 'f' is laid out in a way the checker does not model (__int128, long double, _Complex, an attribute or _Alignas in its declaration, an enum with values past 32 bits): the barriers between allocations would be placed on wrong bytes [P051]
rt10_layout_unknown.cu:32:9: note: at stake: the block's shared-memory budget cannot be checked
rt10_layout_unknown.cu:32:9: note: fix: allocate an array of a plain type (int, float, unsigned long long, float4, a struct of them) and convert each element where it is used
rt10_layout_unknown.cu:33:9: error: the element type of 'h' is laid out in a way the checker does not model (__int128, long double, _Complex, an attribute or _Alignas in its declaration, an enum with values past 32 bits): the barriers between allocations would be placed on wrong bytes [P051]
rt10_layout_unknown.cu:33:9: note: at stake: the block's shared-memory budget cannot be checked
rt10_layout_unknown.cu:33:9: note: fix: allocate an array of a plain type (int, float, unsigned long long, float4, a struct of them) and convert each element where it is used
 * check-error-end
 */
