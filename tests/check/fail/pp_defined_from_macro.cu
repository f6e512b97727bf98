/*
 * pp_defined_from_macro.cu - `#define D defined(A)` then `#if D`: C17
 * 6.10.1p4 leaves a `defined` produced by macro expansion undefined (gcc
 * reads it with -Wexpansion-to-defined, others need not), so the checker
 * says so instead of "not an integer constant expression" with an
 * unrelated fix.  `defined` written in the #if itself is fine.
 */
#define A 1
#define D defined(A)
#if D /* error P103 */
#endif
#if defined(A) && A
int fine;
#endif
/*
 * check-name: P103: a 'defined' that a macro expansion produces in #if
 * check-exit-value: 1
 *
 * check-error-start
pp_defined_from_macro.cu:10:2: error: 'defined' comes from a macro expansion in this #if: C leaves that undefined; write defined(NAME) in the #if itself [P103]
pp_defined_from_macro.cu:10:2: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
pp_defined_from_macro.cu:10:2: note: see: prism-check --explain P103
 * check-error-end
 */
