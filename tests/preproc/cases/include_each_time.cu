/* A file without a guard is read at every #include, as gcc and nvcc read
 * it (three tentative definitions of one int are legal C); guarded,
 * #pragma once and _Pragma("once") files are read once, whatever path
 * spells them; an X-macro file is expanded with each definition of its
 * macro. */
#include "inc/unguarded.h"
#include "inc/unguarded.h"
#include "inc/../inc/unguarded.h"
#include "inc/guarded.h"
#include "inc/../inc/guarded.h"
#include "inc/pragma_once.h"
#include "inc/./pragma_once.h"
#include "inc/pragma_op_once.h"
#include "inc/pragma_op_once.h"
#define ROW(name) int name;
#include "inc/rows.def"
#undef ROW
#define ROW(name) int name##_copy;
#include "inc/rows.def"
#undef ROW
#define UNROLLED(n) _Pragma("unroll") for (int i = 0; i < n; i++) after[i] = i;
int after[FROM_HEADER + GUARDED + ONCE + OP_ONCE];
void fill(void) { UNROLLED(4) }
/*
 * check-name: include-each-time
 * check-command: $PRISM_CHECK --parse-only --dump-ast $file
 * check-exit-value: 0
 * check-output-start
(decl (declarator from_header int))
(decl (declarator from_header int))
(decl (declarator from_header int))
(decl (declarator from_guarded int))
(decl (declarator from_pragma_once int))
(decl (declarator from_pragma_op_once int))
(decl (declarator alpha int))
(decl (declarator beta int))
(decl (declarator alpha_copy int))
(decl (declarator beta_copy int))
(decl (declarator after int[6]))
(function fill
  (block (for (decl (declarator i int (num 0))) (lt (var i) (num 4)) (postinc (var i)) (expr (assign (index (var after) (var i)) (var i))))))
 * check-output-end
 */
