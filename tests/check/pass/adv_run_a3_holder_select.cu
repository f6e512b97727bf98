/*
 * adv_run_a3_holder_select.cu - SPEC 6.1's legal holders of a tile's
 * pointer: a brace-initialised pointer array read back by a runtime
 * index, a struct set from a compound literal, a nested pointer array and
 * a struct's pointer-array member.  Each phase writes a tile through a
 * partition of the pointer taken from the holder, then every thread reads
 * its neighbour's slot.  SPEC 7: the write counts wherever the name went
 * ("into a copy or any holder of 6.1"), so a barrier goes before each read.
 *
 * Was a hole (red-team A3, finding 4): an element of a holder that was
 * given two pointers, or a struct given a compound literal, resolved to
 * thread-local memory, so the partitions were not writes and no barrier
 * was placed (a race on every phase).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    int32_t *p;
} a3_box;
typedef struct {
    int32_t *q[2];
} a3_pair;

PRISM_KERNEL(a3_holder_select, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, a, 128);
        PRISM_SHARED(int32_t, b, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        int32_t *bufs[2] = {a, b};
        int32_t *cur = bufs[n & 1]; /* a: n is even */
        PRISM_PARTITION(w, cur, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { r += a[(t + 1) % 128]; }

        a3_box bx = {a};
        bx = (a3_box){b};
        int32_t *cur2 = bx.p;
        PRISM_PARTITION(w, cur2, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 2 * in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { r += b[(t + 1) % 128]; }

        int32_t *nest[2][1] = {{a}, {b}};
        int32_t *cur3 = nest[0][0];
        PRISM_PARTITION(w, cur3, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 3 * in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { r += a[(t + 2) % 128]; }

        a3_pair pr = {{b, a}};
        int32_t *cur4 = pr.q[0];
        PRISM_PARTITION(w, cur4, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 5 * in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { r += b[(t + 3) % 128]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = r;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        const int32_t *x = in + i / 128 * 128;
        int t = i % 128;
        out[i] = 3 * x[(t + 1) % 128] + 3 * x[(t + 2) % 128] + 5 * x[(t + 3) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(a3_holder_select, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): partitions of pointers taken from brace-initialised and compound-literal holders get their barriers
 *
 * check-error-start
 * check-error-end
 */
