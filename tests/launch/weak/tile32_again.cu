/* The same header and TILE as tile32.cu, reached by another path: one definition. */
#define TILE 32
#include "../weak/tile.h"
PRISM_HOST_API int w_stage_32_again(int *out) { return PRISM_LAUNCH(wstage, 1, 64, out); }
