/* #if with -D/-U from the command line, defined(), #elif chains, and
 * macros that are constant only through other macros. */
#define BASE 4
#define DERIVED (BASE * MODE)
#if MODE == 2 && defined(BASE)
int mode_two[DERIVED];
#elif MODE == 3
int mode_three;
#else
int mode_other;
#endif
#ifdef __CUDACC__
int cuda_view;
#endif
#ifndef __PRISM_CHECK__
int never;
#endif
#if defined EXTRA
int extra;
#endif
/*
 * check-name: pp-defines
 * check-command: $PRISM_CHECK --parse-only --dump-ast -DMODE=2 -U__CUDACC__ -DEXTRA $file
 * check-exit-value: 0
 * check-output-start
(decl (declarator mode_two int[8]))
(decl (declarator extra int))
 * check-output-end
 */
