/* #pragma push_macro / pop_macro, as a directive and as _Pragma from a macro:
 * a stack per name (two pushes, two pops), a pop restoring "undefined", and
 * a pop with nothing pushed changing nothing; 23-ppdiff compares with gcc. */
#define A 1
#pragma push_macro("A")
#pragma push_macro("A")
#undef A
#pragma push_macro("B")
#define B 7
#define SAVE(x) _Pragma("push_macro(\"A\")") x
SAVE(int s1 = A;)
#define A 2
#pragma pop_macro("A")
int v1 = A;
#pragma pop_macro("A")
int v2 = A;
#pragma pop_macro("A")
int v3 = A;
#pragma pop_macro("B")
int v4 = B;
_Pragma("pop_macro(\"A\")")
int v5 = A;
/*
 * check-name: pp-push-pop-macro
 * check-command: $PRISM_CHECK --dump-tokens $file
 * check-output-start
# tests/preproc/cases/pp_push_pop_macro.cu
int
s1
=
A
;
int
v1
=
A
;
int
v2
=
1
;
int
v3
=
1
;
int
v4
=
B
;
int
v5
=
1
;
 * check-output-end
 */
