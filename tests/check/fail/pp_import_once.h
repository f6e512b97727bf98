/* pp_import_once.h - no include guard (its #ifndef has an #else): read a second time, it defines IMPORT_AGAIN */
#ifndef IMPORT_SEEN
#define IMPORT_SEEN 1
struct import_pair {
    int a, b;
};
#else
#define IMPORT_AGAIN 1
#endif
