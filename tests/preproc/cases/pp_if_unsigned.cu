/* #if arithmetic is in intmax_t and uintmax_t (C17 6.10.1p4): an unsigned
 * operand (a u suffix, a literal past INTMAX_MAX, an unsigned arm of ?:)
 * makes the operation unsigned; a shift keeps its left operand's type; the
 * comparisons, !, && and || give int.  23-ppdiff compares each line with gcc. */
#define TILE 32
#if -1 > 0u
int yes_0;
#else
int no_0;
#endif
#if (TILE - 64u) < 1024
int yes_1;
#else
int no_1;
#endif
#if 0x8000000000000000 > 0
int yes_2;
#else
int no_2;
#endif
#if (1 ? -1 : 0u) > 0
int yes_3;
#else
int no_3;
#endif
#if -1L < 0UL
int yes_4;
#else
int no_4;
#endif
#if -1 >> 63 < 0
int yes_5;
#else
int no_5;
#endif
#if (0u - 1) >> 63 == 1
int yes_6;
#else
int no_6;
#endif
#if 18446744073709551615 == -1
int yes_7;
#else
int no_7;
#endif
#if (0 ? 1u : -1) > 0
int yes_8;
#else
int no_8;
#endif
#if -1 / 2u > 1
int yes_9;
#else
int no_9;
#endif
#if -7 % 4u == 1
int yes_10;
#else
int no_10;
#endif
#if ~0u == 0xffffffffffffffff
int yes_11;
#else
int no_11;
#endif
#if (0x7fffffffffffffff + 1u) >> 62 == 2
int yes_12;
#else
int no_12;
#endif
#if -2 < 1
int yes_13;
#else
int no_13;
#endif
#if -2 < (1 ? 1 : 2)
int yes_14;
#else
int no_14;
#endif
#if (1 << 2u) == 4
int yes_15;
#else
int no_15;
#endif
#if -1 < (0u, 0)
int yes_16;
#else
int no_16;
#endif
#if (-1 || 0u) == 1
int yes_17;
#else
int no_17;
#endif
#if !0u == 1 && -!0u < 0
int yes_18;
#else
int no_18;
#endif
/*
 * check-name: pp-if-unsigned
 * check-command: $PRISM_CHECK --parse-only --dump-ast $file
 * check-exit-value: 0
 * check-output-start
(decl (declarator yes_0 int))
(decl (declarator no_1 int))
(decl (declarator yes_2 int))
(decl (declarator yes_3 int))
(decl (declarator no_4 int))
(decl (declarator yes_5 int))
(decl (declarator yes_6 int))
(decl (declarator yes_7 int))
(decl (declarator yes_8 int))
(decl (declarator yes_9 int))
(decl (declarator yes_10 int))
(decl (declarator yes_11 int))
(decl (declarator yes_12 int))
(decl (declarator yes_13 int))
(decl (declarator yes_14 int))
(decl (declarator yes_15 int))
(decl (declarator yes_16 int))
(decl (declarator yes_17 int))
(decl (declarator yes_18 int))
 * check-output-end
 */
