#define TILE 16
#define HALF (TILE / 2)
