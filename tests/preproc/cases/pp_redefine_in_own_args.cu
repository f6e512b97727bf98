/* A function-like macro #undef'd or #define'd again inside its own
 * arguments: gcc and nvcc expand the use with the definition in force at
 * its name; the arguments and what follows see the new one (red team rt20). */
#define G(x) ((x) + 1)
int a = G(
#undef G
#define G(x) (x)
0);
int b = G(0);
#define STEP(x) x
void f(void)
{
    STEP(
#undef STEP
#define STEP(x) __syncthreads(); x
    (void)0);
    STEP((void)1);
}
#define H(x) x + 10
int c = H(
#undef H
3);
int d = H(4);
#define J(x) x * 2
int e = J(
#undef J
#define J(x) x * 3
J(5));
