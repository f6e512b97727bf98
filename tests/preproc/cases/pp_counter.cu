/* __COUNTER__ counts its expansions from 0, as gcc and nvcc do: names
 * pasted with it stay distinct (the checker kept the name __COUNTER__, so
 * both declarations were one name). */
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define UNIQUE(base) CAT(base, __COUNTER__)
int UNIQUE(tmp);
int UNIQUE(tmp);
int third = __COUNTER__;
/*
 * check-name: pp-counter
 * check-command: $PRISM_CHECK --parse-only --dump-ast $file
 * check-exit-value: 0
 * check-output-start
(decl (declarator tmp0 int))
(decl (declarator tmp1 int))
(decl (declarator third int (num 2)))
 * check-output-end
 */
