/*
 * adv_run_holder_retarget.cu - a holder pointed at thread-local scratch
 * first, and then, through its storage, at the partition's slice: a
 * plain C helper stores the slice into a local pointer array passed to
 * it (`pick(slots, w)`: `out[0] = src`), another into a struct's member
 * through its address (`set_ptr(&c.p, w)`), and the first again through
 * a local pointer the array decayed into (`int32_t **pp = slots; pick(pp,
 * w)`).  (`*pp = w` in the kernel itself is P041: a pointer stored into
 * memory; the helpers are plain C.)  Last, an integer given the address
 * by a compound assignment (`uintptr_t at = 0; at |= (uintptr_t)w`),
 * which the parser records as no store; and a helper doing to its own
 * struct parameter what set_ptr() did (`put_via(c, w, v)`: `set_ptr(&c.p,
 * dst); c.p[0] = v`), whose store lands in what `dst` points at.
 * The store through the holder afterwards is the owner's store into its
 * slice (SPEC 6.1: the holder keeps the perspective of what was put in
 * it), so each partition is a write scope and the block's read of
 * another thread's slot after it must wait for the stores (SPEC 7).
 *
 * Written with the rule that a holder whose storage is handed to code
 * the analysis does not follow stands for unknown memory
 * (sync_access.c, mark_escapes), and compound assignments folded like
 * plain ones: a build without them charged each store to the scratch (or
 * took `at` for a number, or charged put_via's store to its struct
 * parameter) and placed no point before the five reads.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

struct cell { int32_t *p; };

static __device__ __forceinline__ void pick(int32_t **out, int32_t *src)
{
    out[0] = src;
}

static __device__ __forceinline__ void set_ptr(int32_t **pp, int32_t *src)
{
    *pp = src;
}

/* The same inside a helper, on its struct parameter. */
static __device__ __forceinline__ void put_via(struct cell c, int32_t *dst, int32_t v)
{
    set_ptr(&c.p, dst);
    c.p[0] = v;
}

PRISM_KERNEL(holder_retarget, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(4096),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t acc = 0;
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, t1, 128);
        PRISM_SHARED(int32_t, t2, 128);
        PRISM_SHARED(int32_t, t3, 128);
        PRISM_SHARED(int32_t, t4, 128);
        PRISM_SHARED(int32_t, t5, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_AT(THREAD(1)) const int32_t v = in[base + t];
        PRISM_PARTITION(w, t1, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t scratch[1] = {0};
                int32_t *slots[1] = {scratch};
                pick(slots, w);
                slots[0][0] = 2 * v;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += t1[(t + 1) % 128]; }
        PRISM_PARTITION(w, t2, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t scratch[1] = {0};
                struct cell c = {scratch};
                set_ptr(&c.p, w);
                c.p[0] = 3 * v;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 10 * t2[(t + 2) % 128]; }
        PRISM_PARTITION(w, t3, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t scratch[1] = {0};
                int32_t *slots[1] = {scratch};
                int32_t **pp = slots;
                pick(pp, w);
                slots[0][0] = 4 * v;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 100 * t3[(t + 3) % 128]; }
        PRISM_PARTITION(w, t4, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                uintptr_t at = 0;
                at |= (uintptr_t)w;
                *(int32_t *)at = 5 * v;
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 1000 * t4[(t + 4) % 128]; }
        PRISM_PARTITION(w, t5, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                int32_t scratch[1] = {0};
                struct cell c = {scratch};
                put_via(c, w, 6 * v);
            }
        }
        PRISM_GROUP(THREAD(1)) { acc += 10000 * t5[(t + 5) % 128]; }
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
        for (int t = 0; t < 128; t++)
            out[b * 128 + t] = 2 * v[(t + 1) % 128] + 10 * 3 * v[(t + 2) % 128] + 100 * 4 * v[(t + 3) % 128] +
                               1000 * 5 * v[(t + 4) % 128] + 10000 * 6 * v[(t + 5) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(holder_retarget, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): holders retargeted at a partition's slice through their storage (a helper storing into a pointer array, into a member by address, through a pointer the array decayed into, an integer given it by |=, a helper retargeting its struct parameter)
 *
 * check-error-start
 * check-error-end
 */
