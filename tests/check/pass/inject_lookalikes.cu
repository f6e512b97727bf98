/*
 * inject_lookalikes.cu - write partitions that look non-injective but are
 * not, or not provably: P067 must stay silent on each.
 */
#include "prism.h"
#include "thread/thread_store.h"

/* Same slot for everyone, but only thread 0 writes it. */
PRISM_DEVICE(void, leader_writes, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 0) {
        PRISM_GROUP(THREAD(1)) {
            if (t == 0)
                o[0] = v;
        }
    }
}

/* Same base, but each thread writes its own element of it. */
PRISM_DEVICE(void, own_element, PRISM_REQUIRES(BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, BLOCK(1)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 0) {
        PRISM_GROUP(THREAD(1)) { o[t] = v; }
    }
}

/* Stride 2, elements 0 and 3: 2u = 2v + 3 has no solution, no overlap. */
PRISM_DEVICE(void, parity, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(32)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), 2 * lane) {
        PRISM_GROUP(THREAD(1)) {
            o[0] = v;
            o[3] = v;
        }
    }
}

/* A window exactly as wide as the stride, and a negative stride. */
PRISM_DEVICE(void, windows, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, THREAD(32)), PRISM_PARAM(float *, rev, THREAD(32)), PRISM_PARAM(float, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), lane * 4) {
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k < 4; k++)
                o[k] = v;
        }
    }
    PRISM_PARTITION(r, rev, THREAD(1), 124 - 4 * lane) {
        PRISM_GROUP(THREAD(1)) {
            for (int k = 0; k <= 3; k++)
                r[k] = v;
        }
    }
}

/* (4 * lane) / 2 is 2 * lane: injective. */
PRISM_DEVICE(void, scaled_halves, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, THREAD(32)), PRISM_PARAM(int, v, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), (4 * lane) / 2) {
        PRISM_GROUP(THREAD(1)) { o[0] = v; }
    }
}

/* lane % 16 over a BLOCKDIM(16) block: 16 threads, 16 slots. */
PRISM_KERNEL(sixteen, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(16)), PRISM_SMEM(64))
{
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int, slots, 16);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(s, slots, THREAD(1), t % 16) {
            PRISM_GROUP(THREAD(1)) { s[0] = t; }
        }
    }
}

/* Window size unknown (a callee writes n items, a loop to n): nothing is proven. */
PRISM_DEVICE(void, unknown_extent, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, out, THREAD(32)), PRISM_PARAM(const int32_t *, src, THREAD(1)),
             PRISM_PARAM(int, n, THREAD(32)))
{
    PRISM_AT(THREAD(1)) const int lane = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), lane * 2) {
        PRISM_GROUP(THREAD(1)) {
            PRISM_CALL(prism_thread_store_i32, o, src, n);
            for (int k = 0; k < n; k++)
                o[k] = src[k];
        }
    }
}

/* Blocks share an offset of 0, but threads index by their global id (Appendix B's sgemm). */
PRISM_KERNEL(global_ids, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(float *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(ob, out, BLOCK(1), 0) {
        PRISM_GROUP(BLOCK(1)) {
            PRISM_PARTITION(ot, ob, THREAD(1), g) {
                PRISM_GROUP(THREAD(1)) { ot[0] = 1.0f; }
            }
        }
    }
}

/* Only read through: not a write partition. */
PRISM_DEVICE(float, read_only, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(float *, in, THREAD(32)))
{
    PRISM_AT(THREAD(1)) float r = 0.0f;
    PRISM_PARTITION(i, in, THREAD(1), 0) {
        PRISM_GROUP(THREAD(1)) { r = i[0] + i[1]; }
    }
    return r;
}
/*
 * check-name: P067 look-alikes: injective or unprovable write partitions stay silent
 *
 * check-error-start
 * check-error-end
 */
