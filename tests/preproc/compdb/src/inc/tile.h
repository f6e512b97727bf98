#define TILE 32 /* the unit size, found through -p only */
