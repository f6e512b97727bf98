/* --dump-tokens: splices removed, user macros expanded (#, ##, __VA_ARGS__). */
#define CAT(a, b) a##b
#define STR(x) #x
#define CALL(f, ...) f(__VA_ARGS__)
int CAT(x, 1) = sizeof STR(a "b");
CALL(__sync\
threads);
long l = __LINE__;
/*
 * check-name: dump-tokens
 * check-command: $PRISM_CHECK --dump-tokens $file
 * check-output-start
# tests/preproc/cases/dump_tokens.cu
int
x1
=
sizeof
"a \"b\""
;
__syncthreads
(
)
;
long
l
=
8
;
 * check-output-end
 */
