/* __VA_OPT__ tests the variadic argument as expanded: one made only of
 * macros defined empty has no tokens, as gcc and nvcc read it (red team
 * rt22: HAS(FOO) with FOO empty for the checker). */
#define E
#define F(...) (0 __VA_OPT__(+ 1))
#define G(a, ...) (a __VA_OPT__(+ __VA_ARGS__))
int a = F();
int b = F(E);
int c = F(E E);
int d = F(1);
int e = F(E 1);
int f = G(1);
int g = G(1, E);
int h = G(1, 2 E);
#define H(x, ...) F(__VA_ARGS__)
int i = H(1, E);
int j = H(1, E 3);
