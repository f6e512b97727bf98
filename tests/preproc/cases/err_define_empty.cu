/* -D= names no macro: an error as gcc's ("macro names must be
 * identifiers"), where the checker crashed (red team f1: SIGSEGV, nothing
 * printed). */
int x;
/*
 * check-name: -D= on the command line
 * check-command: $PRISM_CHECK --parse-only -D= $file
 * check-exit-value: 1
 *
 * check-error-start
<command line>:1:2: error: macro names must be identifiers: -D= [P100]
    #define  
     ^
<command line>:1:2: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
<command line>:1:2: note: see: prism-check --explain P100
 * check-error-end
 */
