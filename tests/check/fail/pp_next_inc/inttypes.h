/* A wrapper with the system header's own name (fail/pp_include_next_wrapper.cu):
 * its #include_next goes on to the system's <inttypes.h>, which an #include
 * in the checked copy's main file would not reach. */
#ifndef WRAP_INTTYPES_H
#define WRAP_INTTYPES_H
#include_next <inttypes.h> /* P107: the checked copy would not reach it */
#define WRAP_LANES 32
#endif
