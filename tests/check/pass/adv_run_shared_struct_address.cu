/*
 * adv_run_shared_struct_address.cu - the address of a __shared__ struct's
 * storage is computed, not loaded: `s.rows[1]` (an array member decays),
 * `&s.rows[0][0]`, `&s.x` and `&s` are the same in every thread of the
 * block, as the name of a __shared__ array is, so block[1] pointers may
 * hold them and a partition may split them.  The partitions' writes and
 * the neighbour reads that follow still need their barriers, which the
 * checked build gets from the inference (the struct is one memory).
 *
 * Was an over-rejection (red-team A3 7, left open in stop 31): each
 * address was P030, "from the __shared__ variable 's', which other threads
 * may change", as if the struct had been read.  Its loads (s.x,
 * s.rows[1][0], a copy of s) stay P030: fail/shared_struct_loads.cu.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    int32_t rows[2][128];
    int32_t x;
} sst_tile;

PRISM_KERNEL(shared_struct_address, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(128)), PRISM_SMEM(0),
             PRISM_PARAM(const int32_t *, in, GRID(1)),
             PRISM_PARAM(int32_t *, out, GRID(1)),
             PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(BLOCK(1)) const int base = (int)PRISM_ID(BLOCK(1)) * 128;
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(THREAD(1)) int32_t r = 0;
    PRISM_GROUP(BLOCK(1)) {
        __shared__ sst_tile s;
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        int32_t *row = s.rows[1];
        int32_t *r0 = &s.rows[0][0];
        int32_t *x = &s.x;
        sst_tile *ps = &s;
        PRISM_PARTITION(w, row, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = in[base + t]; }
        }
        PRISM_PARTITION(w, r0, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 3 * in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { r = s.rows[1][(t + 1) % 128] + ps->rows[0][(t + 2) % 128]; }
        PRISM_PARTITION(w, row, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { w[0] = 5 * in[base + t]; }
        }
        PRISM_GROUP(THREAD(1)) { r += s.rows[1][(t + 3) % 128]; }
        (void)x;
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
        out[i] = x[(t + 1) % 128] + 3 * x[(t + 2) % 128] + 5 * x[(t + 3) % 128];
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    return PRISM_LAUNCH(shared_struct_address, 2, 128, in, out, n);
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): the address of a __shared__ struct's storage (&s, &s.x, s.rows[1]) is no load
 *
 * check-error-start
 * check-error-end
 */
