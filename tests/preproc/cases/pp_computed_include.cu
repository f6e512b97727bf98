/* A computed include (C17 6.10.2p4): the line is macro-expanded to
 * "name" (from a #define, as -DTUNING_HEADER=... gives it) and read as
 * that #include is, so what the header defines counts; the checker used to
 * reject it as a syntax error (P100).  A `defined` that comes from a
 * macro in #if is left undefined by C: not read here (pp_defined_macro.cu). */
#define CONSTS "inc/consts.h"
#define INC_DIR(f) #f
#include CONSTS
#include INC_DIR(inc/consts.h)
int tile[TILE];
int half[HALF];
/*
 * check-name: pp-computed-include
 * check-command: $PRISM_CHECK --parse-only --dump-ast $file
 * check-exit-value: 0
 * check-output-start
(decl (declarator tile int[16]))
(decl (declarator half int[8]))
 * check-output-end
 */
