#define TILE 32
#include "tile.h"
PRISM_HOST_API int w_stage_32(int *out) { return PRISM_LAUNCH(wstage, 1, 32, out); }
