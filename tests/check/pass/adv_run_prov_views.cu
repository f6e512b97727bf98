/*
 * adv_run_prov_views.cu - the legal look-alikes of red team A6/A7's
 * provenance rules, run three ways (26-adversarial): a thread's partition
 * name stored through a pointer to a const holder of it (`cb->p[0]`, no
 * pointer to const cast away), through a pointer to a const pointer to it
 * (`(*pa)[0]`), and an output pointer read from a table of per-block
 * pointers (`int32_t *const *tab`) through the block's partition of the
 * table (`tb[0]`: the block's own entry, then partitioned for its
 * threads).  The buggy look-alikes: fail/prov_loaded_pointer,
 * fail/a7_holder_const_view, fail/a7_ptrptr_to_block_local.
 */
#include "prism.h"
#include "../../adversarial/adv_driver.h"

typedef struct {
    int32_t *p;
} prov_box;

PRISM_KERNEL(prov_views, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(128), WARP(1)), PRISM_SMEM(512),
             PRISM_PARAM(const int32_t *, in, GRID(1)), PRISM_PARAM(int32_t *const *, tab, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_AT(BLOCK(1)) const int b = (int)PRISM_ID(BLOCK(1));
    PRISM_PARTITION(tb, tab, BLOCK(1), b) {
    PRISM_GROUP(BLOCK(1)) {
        PRISM_SHARED(int32_t, tile, 128);
        PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
        PRISM_PARTITION(w, tile, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) {
                prov_box mine = {w};
                const prov_box *cb = &mine;
                cb->p[0] = in[g];
                int32_t *wv = w;
                int32_t *const *pa = &wv;
                (*pa)[0] += 1;
            }
        }
        int32_t *ob = tb[0];
        PRISM_PARTITION(ow, ob, THREAD(1), t) {
            PRISM_GROUP(THREAD(1)) { ow[0] = tile[127 - t] * 2; }
        }
    }
    }
}

static void ref(const int32_t *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) {
        int b = i / 128, t = i % 128;
        out[i] = (in[b * 128 + 127 - t] + 1) * 2;
    }
}

static int launch(const int32_t *in, int32_t *out, int n)
{
    (void)n;
    int32_t *h_tab[2] = {out, out + 128};
    int32_t **d_tab = (int32_t **)prism_dev_alloc(sizeof h_tab);
    int st = d_tab ? prism_copy_to_dev(d_tab, h_tab, sizeof h_tab) : 1;
    if (st == 0)
        st = PRISM_LAUNCH(prov_views, 2, 128, in, (int32_t *const *)d_tab);
    if (st == 0)
        st = prism_dev_sync();
    if (d_tab)
        prism_dev_free(d_tab);
    return st;
}

PRISM_HOST_API int sync_case_run(void)
{
    return adv_check_i32(launch, ref, 256, 256);
}
/*
 * check-name: adversarial legal (runnable): partition names stored through const holder views, output pointers read from the block's partition of a pointer table
 *
 * check-error-start
 * check-error-end
 */
