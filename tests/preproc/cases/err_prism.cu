/* Malformed Prism constructs: P100 shape errors, P101 unknown names,
 * P103 non-constant sizes (with a note at the culprit). */
#include "prism.h"
#define TILE 32
#define WIDTH n_threads

PRISM_DEVICE(void, f, PRISM_REQUIRES(BLOCK(1)), PRISM_SMEM(0),
             PRISM_PARAM(float *, p, BLOCK(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    PRISM_GROUP(THREAD(TILE)) { }
    PRISM_GROUP(THREAD(n)) { }
    PRISM_GROUP(THREAD(WIDTH)) { }
    PRISM_GROUP(LANE(1)) { }
    PRISM_PARTITON(q, p, THREAD(1), 0) {
        int x = ;
    }
    PRISM_PARTITION(q, p, THREAD(1)) { }
    PRISM_SPLIT(GRID) { }
    PRISM_SHARED(float, buf, n * 2);
    PRISM_GROUP(BLOCKDIM(64)) { }
    x = PRISM_MAGIC + 1;
}

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1)), PRISM_SMEM(n))
{
}

PRISM_GROUP(THREAD(1)) { }
/*
 * check-name: err-prism
 * check-command: $PRISM_CHECK -Iinclude --parse-only $file
 * check-exit-value: 1
 * check-error-start
tests/preproc/cases/err_prism.cu:12:24: error: a perspective size must be an integer constant expression; 'n' is not a constant [P103]
        PRISM_GROUP(THREAD(n)) { }
                           ^
tests/preproc/cases/err_prism.cu:9:31: note: 'n' is declared here
                 PRISM_PARAM(int, n, BLOCK(1)))
                                  ^
tests/preproc/cases/err_prism.cu:12:24: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
tests/preproc/cases/err_prism.cu:12:24: note: see: prism-check --explain P103
tests/preproc/cases/err_prism.cu:13:24: error: a perspective size must be an integer constant expression; 'n_threads' is not a constant [P103]
        PRISM_GROUP(THREAD(WIDTH)) { }
                           ^
tests/preproc/cases/err_prism.cu:5:9: note: in expansion of macro 'WIDTH' defined here
    #define WIDTH n_threads
            ^
tests/preproc/cases/err_prism.cu:13:24: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
tests/preproc/cases/err_prism.cu:14:17: error: expected a perspective (GRID(n), BLOCK(n), THREAD(n), WARP(n) or WARPGROUP(n)) before 'LANE' [P100]
        PRISM_GROUP(LANE(1)) { }
                    ^
tests/preproc/cases/err_prism.cu:14:17: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_prism.cu:14:17: note: see: prism-check --explain P100
tests/preproc/cases/err_prism.cu:15:5: error: unknown Prism construct 'PRISM_PARTITON' [P101]
        PRISM_PARTITON(q, p, THREAD(1), 0) {
        ^
tests/preproc/cases/err_prism.cu:15:5: note: fix: spell the construct as prism.h defines it (--explain lists them), or give your own macro a name without the PRISM_ prefix
tests/preproc/cases/err_prism.cu:15:5: note: see: prism-check --explain P101
tests/preproc/cases/err_prism.cu:16:17: error: expected an expression before ';' [P100]
            int x = ;
                    ^
tests/preproc/cases/err_prism.cu:16:17: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_prism.cu:18:36: error: expected ',' before ')' [P100]
        PRISM_PARTITION(q, p, THREAD(1)) { }
                                       ^
tests/preproc/cases/err_prism.cu:18:36: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_prism.cu:19:17: error: expected a split level (THREAD, WARP, WARPGROUP or BLOCK) before 'GRID' [P100]
        PRISM_SPLIT(GRID) { }
                    ^
tests/preproc/cases/err_prism.cu:19:17: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_prism.cu:20:30: error: the PRISM_SHARED count must be an integer constant expression; 'n' is not a constant [P103]
        PRISM_SHARED(float, buf, n * 2);
                                 ^
tests/preproc/cases/err_prism.cu:9:31: note: 'n' is declared here
                 PRISM_PARAM(int, n, BLOCK(1)))
                                  ^
tests/preproc/cases/err_prism.cu:20:30: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
tests/preproc/cases/err_prism.cu:21:17: error: BLOCKDIM(n) is only allowed in a function's PRISM_REQUIRES [P100]
        PRISM_GROUP(BLOCKDIM(64)) { }
                    ^
tests/preproc/cases/err_prism.cu:21:17: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
tests/preproc/cases/err_prism.cu:22:9: error: unknown Prism construct 'PRISM_MAGIC' [P101]
        x = PRISM_MAGIC + 1;
            ^
tests/preproc/cases/err_prism.cu:22:9: note: fix: spell the construct as prism.h defines it (--explain lists them), or give your own macro a name without the PRISM_ prefix
tests/preproc/cases/err_prism.cu:25:53: error: a PRISM_SMEM budget must be an integer constant expression; 'n' is not a constant [P103]
    PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1)), PRISM_SMEM(n))
                                                        ^
tests/preproc/cases/err_prism.cu:25:53: note: fix: make the size a literal, an enum constant or a #define of constants; a run-time count belongs in a loop bound, not a perspective
tests/preproc/cases/err_prism.cu:29:1: error: PRISM_GROUP is only allowed inside a function body [P100]
    PRISM_GROUP(THREAD(1)) { }
    ^
tests/preproc/cases/err_prism.cu:29:1: note: fix: complete or reorder the construct as the message says; each PRISM_* form is listed in docs/SPEC.md
 * check-error-end
 */
