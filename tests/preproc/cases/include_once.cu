/* A file included twice (and once more through another path spelling)
 * is read once; its declarations appear once. */
#include "inc/once.h"
#include "inc/once.h"
#include "inc/../inc/once.h"
int after[FROM_HEADER];
/*
 * check-name: include-once
 * check-command: $PRISM_CHECK --parse-only --dump-ast $file
 * check-exit-value: 0
 * check-output-start
(decl (declarator from_header int))
(decl (declarator after int[3]))
 * check-output-end
 */
