/* A wrapper that goes on to the system's <stdio.h> with #include_next; no
 * directory before this one holds a stdio.h (pass/pp_include_next_wrapper.cu). */
#ifndef WRAP_STDIO_H
#define WRAP_STDIO_H
#include_next <stdio.h>
#define WRAP_ROWS (BUFSIZ > 0 ? 4 : 4)
#endif
