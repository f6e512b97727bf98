/*
 * struct_layout.cu - structs and unions in shared memory: the checker lays
 * them out as a 64-bit CUDA target does (members at multiples of their
 * alignment, size rounded up to the largest), through typedefs, tags,
 * nested structs and arrays, so shared arrays of them are counted at
 * their true size.  The budget below is exact: a size too large is P052.
 */
#include "prism.h"

struct pair {
    float key;
    int value;
};
struct rec {
    char tag;      /* 1, then 7 bytes of padding */
    double weight; /* at 8 */
    short flags;   /* at 16, size rounded to 24 */
};
typedef struct {
    float3 pos;    /* 12 bytes aligned to 4 */
    float mass;
} particle;
union bits32 {
    char bytes[5];
    int word;
};
struct nested {
    struct pair p[3];
    char tail;
};

_Static_assert(sizeof(struct pair) == 8 && _Alignof(struct pair) == 4, "pair");
_Static_assert(sizeof(struct rec) == 24 && _Alignof(struct rec) == 8, "rec");
_Static_assert(sizeof(particle) == 16 && _Alignof(particle) == 4, "particle");
_Static_assert(sizeof(union bits32) == 8 && _Alignof(union bits32) == 4, "bits32");
_Static_assert(sizeof(struct nested) == 28 && _Alignof(struct nested) == 4, "nested");

/* 128 pairs (1024) + 64 particles (1024) + 10 recs (240) + 4 nested (112) */
PRISM_DEVICE(void, stage, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(1024 + 1024 + 240 + 112))
{
    PRISM_SHARED(struct pair, pairs, 128);
    PRISM_SHARED(particle, parts, 64);
    PRISM_SHARED(struct rec, recs, 10);
    PRISM_SHARED(struct nested, nest, 4);
    (void)pairs;
    (void)parts;
    (void)recs;
    (void)nest;
}
/*
 * check-name: struct and union layouts: sizes, alignments and shared budgets
 *
 * check-error-start
 * check-error-end
 */
