/* pp_has_include_found.h - read through __has_include (pp_has_include_found.cu) */
#define SCALE 2.0f
#define SCALE_FROM_HEADER 1
