/*
 * adv_run_port_compaction.cu - block-level stream compaction two ways,
 * chunk after chunk with the buffers reused:
 *  (a) warp ballots: each warp ballots its keepers (v > 0), lane 0 puts
 *      the warp's count (__popc) in shared memory, each keeper's slot is
 *      the counts of the warps before it plus __popc(ballot & lanes
 *      below);
 *  (b) a shared counter: each keeper takes its slot with
 *      atomicAdd(&cnt[0], 1) (a used result), writes its value there, and
 *      the block copies out cnt[0] items, each at its rank among them
 *      (so the output does not depend on the atomics' order).
 * Output per chunk: [0] the count, [1..B] the ballot list, [B+1..] the
 * ranked items.
 * Every stage reads what other warps wrote in the stage before; the next
 * chunk's counter reset and ballot counts must wait for this chunk's
 * reads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

#define B 128
#define PER 2
#define OUT (2 * (B + 1))

PRISM_KERNEL(port_compact, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(B), WARP(1)), PRISM_SMEM(16 + 512 + 16 + 512),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(ob, out, BLOCK(1), b * PER * OUT) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_SHARED(int32_t, wcount, B / 32);
            PRISM_SHARED(int32_t, list, B);
            PRISM_SHARED(int32_t, cnt, 1);
            PRISM_SHARED(int32_t, bag, B);
            PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
            PRISM_AT(THREAD(32)) const int warp = (int)PRISM_ID(THREAD(32));
            PRISM_AT(THREAD(1)) const int lane = t % 32;
            for (int c = 0; c < PER; c++) {
                const int base = (b * PER + c) * B;
                PRISM_AT(THREAD(1)) const int32_t v = base + t < n ? in[base + t] : 0;
                /* (a) ballots */
                PRISM_AT(THREAD(1)) unsigned m = 0u;
                PRISM_PARTITION(wc, wcount, THREAD(32), warp) {
                    PRISM_GROUP(THREAD(32)) {
                        PRISM_AT(THREAD(32)) const unsigned bm = prism_ballot(v > 0);
                        m = bm;
                        PRISM_ONE_CLAIM(c1, wc) { c1[0] = __popc(bm); }
                    }
                }
                PRISM_AT(THREAD(1)) int pos = 0;
                PRISM_AT(THREAD(1)) int total = 0;
                PRISM_GROUP(THREAD(1)) {
                    for (int k = 0; k < B / 32; k++) {
                        if (k < warp)
                            pos += wcount[k];
                        total += wcount[k];
                    }
                    pos += __popc(m & ((1u << lane) - 1u));
                }
                PRISM_PARTITION(l, list, THREAD(1), pos) {
                    PRISM_GROUP(THREAD(1)) {
                        if (v > 0)
                            l[0] = v;
                    }
                }
                PRISM_PARTITION(o, ob, THREAD(1), c * OUT + 1 + t) {
                    PRISM_GROUP(THREAD(1)) { o[0] = t < total ? list[t] : 0; }
                }
                /* (b) a shared counter */
                PRISM_ONE_CLAIM(z, cnt) { z[0] = 0; }
                PRISM_AT(THREAD(1)) int slot = 0;
                PRISM_GROUP(THREAD(1)) {
                    if (v > 0)
                        slot = atomicAdd(&cnt[0], 1);
                }
                PRISM_PARTITION(s, bag, THREAD(1), slot) {
                    PRISM_GROUP(THREAD(1)) {
                        if (v > 0)
                            s[0] = v * 1000 + t;
                    }
                }
                PRISM_AT(THREAD(1)) int32_t mine = 0;
                PRISM_AT(THREAD(1)) int rank = 0;
                PRISM_GROUP(THREAD(1)) {
                    const int k = cnt[0];
                    if (t < k) {
                        mine = bag[t];
                        for (int q = 0; q < k; q++)
                            rank += bag[q] < mine;
                    }
                }
                PRISM_PARTITION(o, ob, THREAD(1), c * OUT + B + 1 + rank) {
                    PRISM_GROUP(THREAD(1)) {
                        if (t < cnt[0])
                            o[0] = mine;
                    }
                }
                PRISM_ONE_CLAIM(o1, ob) { o1[c * OUT] = cnt[0]; }
            }
        }
    }
}

static int cmp_i32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int c = 0; c * B < n; c++) {
        int32_t *o = out + c * OUT;
        int k = 0;
        for (int t = 0; t < B; t++)
            if (c * B + t < n && in[c * B + t] > 0) {
                o[1 + k] = in[c * B + t];
                o[B + 1 + k] = in[c * B + t] * 1000 + t;
                k++;
            }
        qsort(o + B + 1, (size_t)k, sizeof *o, cmp_i32);
        o[0] = k;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(port_compact, 2, B, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 2 * PER * B, 2 * PER * OUT);
}
/*
 * check-name: adversarial port legal (runnable): stream compaction by warp ballots and by a shared atomic counter, buffers reused
 *
 * check-error-start
 * check-error-end
 */
