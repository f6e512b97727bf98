/*
 * prism/pipeline.h - producer/consumer rings of shared-memory stages on
 * mbarriers (docs/HOPPER.md "Pipelines", SPEC §8.3).
 *
 *     PRISM_SHARED(bf16, sA, STAGES * TILE);
 *     PRISM_PIPELINE(pipe, STAGES, CONSUMER_THREADS);
 *     PRISM_STAGES(pipe, sA);
 *     ...
 *     PRISM_PRODUCE(pipe, k, BYTES) { prism_tma_load_2d(sA + PRISM_STAGE(pipe) * TILE, ..., PRISM_STAGE_BAR(pipe)); }
 *     PRISM_CONSUME(pipe, k) { ...wgmma on sA + PRISM_STAGE(pipe) * TILE..., prism_wgmma_wait(0); }
 *
 * Code names rounds k = 0, 1, 2, ...; the stage is k % STAGES and the
 * barrier phase (k / STAGES) & 1, both derived here, so no user code
 * spells a parity.  Round k's producer waits until the consumers released
 * round k - STAGES (not at all for the first STAGES rounds), then arms the
 * stage's full barrier with the bytes it is about to copy; the consumers
 * wait for the full barrier and, leaving the scope, arrive on the stage's
 * empty barrier, once per thread that ran the scope.
 *
 * Everything here is a macro over the Hopper intrinsics (prism/hopper.h),
 * so a kernel that never names a pipeline does not need them.  The
 * checker reads these macros as constructs (preproc/parse_pipeline.c);
 * the stage buffer names are usable only inside the scopes, which only
 * the checker enforces: C cannot hide a name and reveal it again.
 */
#ifndef PRISM_PIPELINE_H
#define PRISM_PIPELINE_H

/*
 * full[0 .. STAGES-1] then empty[0 .. STAGES-1], carved from the block's
 * arena like a PRISM_SHARED (so the bytes count in PRISM_SMEM).  Thread 0
 * of the block initialises them; the fence makes the inits visible to the
 * async proxy (TMA) and the block barrier to every other thread, before
 * any thread can wait or a TMA complete on them.
 */
#define PRISM_PIPELINE(pipe, stages, arrivals)                                                              \
    prism_mbarrier_t *const pipe =                                                                          \
        (PRISM__SITE("PRISM_PIPELINE"),                                                                     \
         (prism_mbarrier_t *)prism_smem_take(&prism_ctx, 2ul * (unsigned long)(stages) *                    \
                                                             (unsigned long)sizeof(prism_mbarrier_t)));     \
    enum { pipe##_prism_stages = (stages) };                                                                \
    do {                                                                                                    \
        if (prism_ctx_id(prism_ctx, PRISM_LVL_THREAD, 1u) == 0u) {                                          \
            for (unsigned prism__s = 0; prism__s < (unsigned)(stages); prism__s++) {                        \
                prism_mbarrier_init(&(pipe)[prism__s], 1u);                                                 \
                prism_mbarrier_init(&(pipe)[(unsigned)(stages) + prism__s], (unsigned)(arrivals));          \
            }                                                                                               \
            prism_fence_mbarrier_init();                                                                    \
        }                                                                                                   \
        PRISM__SITE("PRISM_PIPELINE");                                                                      \
        prism_ctx_barrier(prism_ctx);                                                                       \
    } while (0)

/* A declaration for the checker: `name` is a ring of the pipeline's stages. */
#define PRISM_STAGES(pipe, name) ((void)(pipe), (void)(name))

/* The stage of the innermost PRISM_PRODUCE or PRISM_CONSUME of `pipe`. */
#define PRISM_STAGE(pipe) (pipe##_prism_round % (unsigned)pipe##_prism_stages)
/* Its full barrier: what the TMA loads of the stage complete on. */
#define PRISM_STAGE_BAR(pipe) (&(pipe)[PRISM_STAGE(pipe)])

/* The empty-barrier parity that round k waits for: the release of round k - STAGES. */
#define PRISM__PIPE_EMPTY_PARITY(k, stages) ((((k) / (unsigned)(stages)) & 1u) ^ 1u)
#define PRISM__PIPE_FULL_PARITY(k, stages) (((k) / (unsigned)(stages)) & 1u)

/*
 * Run by one thread (SPEC §8.3, P136): the full barrier counts a single
 * arrival, and that arrival carries the expected bytes.
 */
#define PRISM_PRODUCE(pipe, k, bytes)                                                                        \
    for (unsigned pipe##_prism_round = (unsigned)(k),                                                        \
                  prism__pipe_once =                                                                         \
                      (PRISM__SITE("PRISM_PRODUCE"),                                                         \
                       pipe##_prism_round >= (unsigned)pipe##_prism_stages                                   \
                           ? (void)prism_mbarrier_wait(                                                      \
                                 &(pipe)[(unsigned)pipe##_prism_stages + PRISM_STAGE(pipe)],                 \
                                 PRISM__PIPE_EMPTY_PARITY(pipe##_prism_round, pipe##_prism_stages))          \
                           : (void)0,                                                                        \
                       (void)prism_mbarrier_arrive_expect_tx(PRISM_STAGE_BAR(pipe), (unsigned)(bytes)), 1u); \
         prism__pipe_once; prism__pipe_once = 0u)

/* Every thread that runs it waits for the stage, and releases it on leaving. */
#define PRISM_CONSUME(pipe, k)                                                                                 \
    for (unsigned pipe##_prism_round = (unsigned)(k),                                                          \
                  prism__pipe_once = (PRISM__SITE("PRISM_CONSUME"),                                            \
                                      (void)prism_mbarrier_wait(PRISM_STAGE_BAR(pipe),                         \
                                                                PRISM__PIPE_FULL_PARITY(pipe##_prism_round,    \
                                                                                        pipe##_prism_stages)), \
                                      1u);                                                                     \
         prism__pipe_once;                                                                                     \
         prism__pipe_once = 0u, PRISM__SITE("PRISM_CONSUME exit"),                                            \
                  (void)prism_mbarrier_arrive(&(pipe)[(unsigned)pipe##_prism_stages + PRISM_STAGE(pipe)]))

#endif /* PRISM_PIPELINE_H */
