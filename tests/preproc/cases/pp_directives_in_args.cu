/* Directives inside a function-like macro's arguments, as gcc and nvcc
 * read them (d2 x08): conditionals choose an argument, #define and #undef
 * act where they stand, #line renumbers; 23-ppdiff compares with gcc. */
#define ADD(a, b) ((a) + (b))
#define PICK(...) __VA_ARGS__
int f(int x)
{
    return ADD(x,
#ifdef FOO
               1
#else
               2
#endif
    );
}
int g(int x)
{
    return ADD(ADD(x, 1),
#if 1
#define INNER 5
               INNER
#endif
    );
}
int h[] = {PICK(1,
#line 300
             __LINE__, 3)};
int kf(void)
{
    return ADD((1,
#if 0
             2
#else
             3
#endif
             ), 4);
}
