/*
 * rounds_values.cu - what refinement 1 (one partition across rounds) reads
 * as an address.  An element read through the alias and used in
 * arithmetic with a value that changes every round (`acc = acc * 3 +
 * z[0]`) forms no address: the unit still reaches only its own element.
 * An offset shifted by a constant (`2 * i + 2`) keeps the units as far
 * apart as `2 * i` does.  The look-alike that needs a point between its
 * rounds reads z[-2], the element unit i - 1 wrote as z[0] in the round
 * before.
 * (Red team rt11's note: each round of the first two loops had a
 * __syncthreads.)
 */
#include <stdio.h>

#include "prism.h"

PRISM_KERNEL(rounds_values, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(4096),
             PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, own, 128);
        PRISM_SHARED(int, pairs, 258);
        PRISM_SHARED(int, back, 258);
        PRISM_AT(THREAD(1)) const int i = (int)PRISM_ID(THREAD(1));
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(z, own, THREAD(1), i) {
                PRISM_GROUP(THREAD(1)) {
                    if (r & 1)
                        acc = acc * 3 + z[0];
                    else
                        z[0] = i + r;
                }
            }
        }
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(z, pairs, THREAD(1), 2 * i + 2) {
                PRISM_GROUP(THREAD(1)) {
                    if (r & 1) {
                        acc = acc * 3 + z[0];
                        acc = acc * 3 + z[1];
                    } else {
                        z[0] = i * 10 + r;
                        z[1] = i * 10 + r + 1;
                    }
                }
            }
        }
        for (int r = 0; r < 4; r++) {
            PRISM_PARTITION(z, back, THREAD(1), 2 * i + 2) {
                PRISM_GROUP(THREAD(1)) {
                    if (r & 1) {
                        acc = acc * 3 + (i > 0 ? z[-2] : 0);
                    } else {
                        z[-1] = i * 10 + r;
                        z[0] = i * 10 + r + 1;
                    }
                }
            }
        }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) { o[0] = acc; }
    }
}

/* The case as a program: tests/sync/race.sh runs it under the race detector. */
PRISM_HOST_API int sync_case_run(void)
{
    enum { BLOCKS = 2, N = BLOCKS * 128 };
    static int host[N];
    int *out = (int *)prism_dev_alloc(sizeof(int) * N);
    int st = out ? 0 : 1;
    if (st == 0)
        st = PRISM_LAUNCH(rounds_values, BLOCKS, 128, out);
    if (st == 0)
        st = prism_dev_sync();
    if (st == 0)
        st = prism_copy_to_host(host, out, sizeof host);
    for (int x = 0; st == 0 && x < N; x++) {
        int i = x % 128;
        unsigned want = 0;
        for (int r = 1; r < 4; r += 2)
            want = want * 3 + (unsigned)(i + r - 1);
        for (int r = 1; r < 4; r += 2) {
            want = want * 3 + (unsigned)(i * 10 + r - 1);
            want = want * 3 + (unsigned)(i * 10 + r);
        }
        for (int r = 1; r < 4; r += 2)
            want = want * 3 + (unsigned)(i > 0 ? (i - 1) * 10 + r : 0);
        if (host[x] != (int)want) {
            fprintf(stderr, "MISMATCH out[%d] = %d, want %d\n", x, host[x], (int)want);
            st = 7;
        }
    }
    prism_dev_free(out);
    return st;
}

/*
 * check-name: element reads in arithmetic and constant-shifted offsets keep a partition's units apart across rounds
 *
 * check-output-start
 * rounds_values.cu:51:13: sync 1 in rounds_values: before partition: RAW+WAR back (partition z of back (line 51) -> partition z of back (line 51), back edge); group block[1]: __syncthreads() (the owning group is the whole block)
 * rounds_values: 4 scopes, 1 sync point (1 __syncthreads); conservative: 6 scope barriers
 * check-output-end
 */
