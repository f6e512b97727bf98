#define TILE 256
#include "tile.h"
PRISM_HOST_API int w_stage_256(int *out) { return PRISM_LAUNCH(wstage, 1, 256, out); }
