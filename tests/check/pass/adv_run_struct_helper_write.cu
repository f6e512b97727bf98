/*
 * adv_run_struct_helper_write.cu - adv_run_struct_thread_ptr's cursor
 * (a local struct holding a partition's thread[1] pointer: SPEC 6.1, the
 * struct keeps the pointer's perspective, so storing through it is the
 * owner's store), handed to plain C helpers that do the store: by value
 * in the first phase, by address in the second.  The partition is then
 * a write scope like any other (SPEC 7: its name reaches a store), and
 * the block's reads of other threads' slots after it must wait for the
 * stores; the second phase's stores must wait for the first phase's
 * reads of the same tile.
 *
 * Was a hole (tagged adv-known-race): 0 sync points, a store by a helper
 * through a pointer carried in a struct argument was no write of the
 * partition.  A struct argument was taken for a number (the callee's
 * parameter is no pointer), and a `const struct cursor *` parameter for
 * read-only although the struct's pointer member is not; the inference
 * now follows a struct argument into the callee's body like a pointer
 * (the parameter is a root there), and trusts `const` only where no
 * address lies behind it (sync_access.c, param_carries, type_read_only).
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"
struct cursor { int32_t *p; int step; };

static __device__ __forceinline__ void cursor_put(struct cursor c, int32_t v)
{
    c.p[0] = v;
    c.p[c.step] = -v;
}

static __device__ __forceinline__ void cursor_put_at(const struct cursor *c, int32_t v)
{
    c->p[0] = 3 * v;
    c->p[c->step] = v + 1;
}

PRISM_KERNEL(struct_helper_write, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1024),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 256);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) {
                struct cursor c;
                c.p = w;
                c.step = 1;
                cursor_put(c, in[base + t]);
            }
        }
        PRISM_GROUP(THREAD(1)) { acc = tile[2 * ((t + 1) % 128)] * 10 + tile[2 * ((t + 2) % 128) + 1]; }
        PRISM_PARTITION(w, tile, THREAD(1), 2 * t) {
            PRISM_GROUP(THREAD(1)) {
                struct cursor c;
                c.p = w;
                c.step = 1;
                cursor_put_at(&c, in[base + 127 - t]);
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * tile[2 * ((t + 5) % 128)] + tile[2 * ((t + 9) % 128) + 1]; }
    }
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            if (g < n)
                o[0] = acc;
        }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int b = 0; b * 128 < n; b++) {
        const int32_t *v = in + b * 128;
        for (int t = 0; t < 128; t++) {
            int u = (t + 1) % 128, w = (t + 2) % 128, x = (t + 5) % 128, y = (t + 9) % 128;
            out[b * 128 + t] = v[u] * 10 + (-v[w]) + 1000 * (3 * v[127 - x]) + (v[127 - y] + 1);
        }
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(struct_helper_write, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): a struct holding a partition's pointer passed to plain C helpers that store through it
 *
 * check-error-start
 * check-error-end
 */
