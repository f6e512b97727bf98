/*
 * adv_run_a3_compound_literal_slot.cu - a partition's slot written
 * through a compound literal that holds it: a struct value
 * (`a3_box s = (a3_box){w}; s.p[0] = v`), one assigned later
 * (`s = (a3_box){w}`), an array literal (`((int32_t *[1]){w})[0][0]`), and
 * a Prism callee whose body stores that way.  Each makes the partition a
 * write scope (SPEC 7: the name counts wherever it went; SPEC 3.2: a
 * callee writes through a parameter its body stores through), so a
 * barrier goes before each neighbour read.
 *
 * Was a hole (red-team A3, findings 11, 11b): a compound literal resolved
 * to thread-local memory, the partitions were read scopes, no barrier.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    int32_t *p;
} a3_box;

PRISM_DEVICE(void, a3_put, PRISM_REQUIRES(THREAD(1)), PRISM_SMEM(0),
             PRISM_PARAM(int32_t *, p, THREAD(1)), PRISM_PARAM(int32_t, v, THREAD(1)))
{
    a3_box s = (a3_box){p};
    s.p[0] = v;
}

PRISM_KERNEL(a3_compound_literal_slot, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
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
        PRISM_PARTITION(w, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                a3_box s = (a3_box){w};
                s.p[0] = in[base + t];
            }
        }
        PRISM_GROUP(THREAD(1)) { r += a[(t + 1) % 128]; }
        PRISM_PARTITION(w, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { PRISM_CALL(a3_put, w, 2 * in[base + t]); }
        }
        PRISM_GROUP(THREAD(1)) { r += b[(t + 2) % 128]; }
        PRISM_PARTITION(w, a, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { ((int32_t *[1]){w})[0][0] = 3 * in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { r += a[(t + 3) % 128]; }
        PRISM_PARTITION(w, b, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                a3_box s = {0};
                s = (a3_box){w};
                s.p[0] = 5 * in[base + t];
            }
        }
        PRISM_GROUP(THREAD(1)) { r += b[(t + 4) % 128]; }
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
        out[i] = x[(t + 1) % 128] + 2 * x[(t + 2) % 128] + 3 * x[(t + 3) % 128] + 5 * x[(t + 4) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(a3_compound_literal_slot, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): partitions whose slot is written through a compound literal are write scopes
 *
 * check-error-start
 * check-error-end
 */
