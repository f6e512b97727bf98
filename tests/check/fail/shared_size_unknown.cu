/*
 * shared_size_unknown.cu - shared allocation of a struct the checker cannot size
 * (a bit-field: its layout is the compiler's; plain structs are laid out,
 * see pass/struct_layout.cu)
 */
#include "prism.h"
struct tile {
    float v[9];
    unsigned dirty : 1;
};

PRISM_DEVICE(void, sized, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(4096))
{
    PRISM_SHARED(struct tile, tiles, 4); /* error P051 */
    (void)tiles;
}
/*
 * check-name: shared allocation of a struct the checker cannot size
 * check-command: prism-check $file
 * check-exit-value: 1
 *
 * check-error-start
shared_size_unknown.cu:14:5: error: the checker does not know the size of the element type 'struct tile' of 'tiles' [P051]
shared_size_unknown.cu:14:5: note: at stake: the block's shared-memory budget cannot be checked
shared_size_unknown.cu:14:5: note: fix: allocate an element type the checker knows (a basic, vector or declared struct type) with a constant count
shared_size_unknown.cu:14:5: note: see: prism-check --explain P051
 * check-error-end
 */
