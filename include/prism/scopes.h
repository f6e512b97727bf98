/*
 * prism/scopes.h - the code and memory scopes of the DSL.
 *
 * Every scope is a chain of one-shot for statements, so it reads as a
 * statement with a body:
 *
 *     PRISM_GROUP(THREAD(32)) { ... }
 *     PRISM_SPLIT(WARP) { PRISM_CASE(1) { ... } PRISM_CASE(3) { ... } }
 *     PRISM_PARTITION(c_th, c, THREAD(1), PRISM_ID(THREAD(1)) * 4) { ... }
 *
 * Each scope declares a fresh prism_ctx that shadows the enclosing one, so
 * the relative id inside the body is the one SPEC promises and calls made
 * from the body pass it on.  A break, continue, return or goto out of a
 * body would skip the scope's exit (its barrier); prism-check rejects them
 * (P090).
 *
 * Memory scopes hide the original name by declaring a variable of the same
 * name and type prism_hidden_t in the body, so using it does not compile
 * even when the checker was skipped.
 */
#ifndef PRISM_SCOPES_H
#define PRISM_SCOPES_H

/* ---- code perspective ------------------------------------------------- */

#define PRISM_GROUP(p) PRISM__APPLY(PRISM__GROUP, PRISM__P(p))
#define PRISM__GROUP(lvl, n)                                                                        \
    for (prism_ctx_t prism__next = (PRISM__UNITS_BEGIN(), prism_ctx_group(prism_ctx, (lvl), (n))),          \
                     *prism__live = &prism__next;                                                   \
         prism__live; prism__live = 0, PRISM__UNITS_END(prism__ctx_multiwarp(prism_ctx, (lvl), (n))))      \
        for (prism_ctx_t prism_ctx = prism__next; prism__live && prism__use(&prism_ctx); prism__live = 0)

#define PRISM_SPLIT(level) PRISM__APPLY(PRISM__SPLIT, PRISM__L(level))
#define PRISM__SPLIT(lvl, unit)                                                    \
    for (prism_split_t prism__split = (PRISM__UNITS_BEGIN(), prism_split_begin(prism_ctx, (lvl), (unit))), \
                       *prism__live = &prism__split;                               \
         prism__live; prism__live = 0, PRISM__UNITS_END(prism__split.multiwarp))

/*
 * The unchecked build is conservative at every construct boundary (SPEC
 * §7): a group or split starts and ends with the parent's barrier.  Code
 * between memory scopes may touch thread-shared memory without one (an
 * atomicAdd into a shared histogram in a thread[1] group, a merge loop in
 * the next group), and only the checker sees those accesses; the
 * barriers order them for the unchecked build.  The end barrier is also
 * what keeps the next construct's units off a named barrier that these
 * units still use (ctx.h, "Named barriers").  The checked build places
 * its own barriers (and allocates named-barrier ids statically), so there
 * both are nothing, except the end barrier where the run-time ids remain
 * (PRISM__UNITS_END below).
 */
/*
 * Which functions run the conservative barriers: prism__checked is 0 here
 * and 1 in the body of every function prism-check checked, where its
 * output declares `enum { prism__checked = 1 };` after the opening brace
 * and has placed the barriers itself.  A function the checker never saw
 * in a checked file (in a header it did not read, `#include <...>`, or
 * under an #if it evaluated otherwise than the compiler) keeps its
 * conservative barriers: correct, never less (SPEC 7).  The condition is a
 * constant, so the barriers a checked function drops cost nothing.
 */
enum { prism__checked = 0 };
#define PRISM__CONSERVATIVE(x) (prism__checked ? (void)0 : (void)(x))

#define PRISM__UNITS_BEGIN() PRISM__CONSERVATIVE((PRISM__SITE("group/split entry"), prism_ctx_barrier(prism_ctx)))
/*
 * A checked function whose units meet at the conservative scheme's run-time
 * named-barrier ids (prism__checked 2: a PRISM_SYNC() in a unit of several
 * warps, or ids ran out) keeps the end barrier of each construct that made
 * multi-warp units: ids are first thread / 64, so a unit of the next
 * construct can share one with a unit still waiting at it (64-thread units,
 * then 128-thread ones) with another thread count.
 */
#define PRISM__UNITS_END(multiwarp)                                                                 \
    (prism__checked == 1 || (prism__checked == 2 && !(multiwarp))                                  \
         ? (void)0                                                                                 \
         : (void)(PRISM__SITE("group/split end"), prism_ctx_barrier(prism_ctx)))

/*
 * An arm of n units of the enclosing split's level (WARP counts warps).
 * The arm's context comes by value, n = 0 outside the arm, rather than
 * through a pointer that is null outside it: nvcc kept the pointer's
 * target in local memory (hgemm: a 32-byte stack frame, 22 PTX
 * instructions of st/ld.local per kernel).
 */
#define PRISM_CASE(count)                                                                                    \
    for (prism_ctx_t prism__next = prism_split_arm(&prism__split, (unsigned)(count)), *prism__live = &prism__next; \
         prism__live; prism__live = 0)                                                                       \
        for (prism_ctx_t prism_ctx = prism__next; prism__live && prism_ctx.n != 0u && prism__use(&prism_ctx);  \
             prism__live = 0)

/* id(level[n]) relative to the current code perspective. */
#define PRISM_ID(p) PRISM__APPLY(PRISM__ID, PRISM__P(p))
#define PRISM__ID(lvl, n) prism_ctx_id(prism_ctx, (lvl), (n))

/* Threads in the current unit; its value has the code's perspective. */
#define PRISM_NTHREADS() prism_ctx_threads(prism_ctx)

/* Blocks in the grid (gridDim.x, which is banned outside unsafe code): a grid[1] value. */
#define PRISM_NBLOCKS() ((unsigned)gridDim.x)

/* The current unit's lanes in its warp: the mask for *_sync intrinsics (SPEC 8.1). */
#define PRISM_LANEMASK() prism_ctx_lanemask(prism_ctx)

/* Annotations: erased by the compilers, read by prism-check. */
#define PRISM_AT(p)
/* Code the checker trusts without looking inside. */
#define PRISM_UNSAFE

/* ---- shorthands (SPEC 4.4) ---------------------------------------------- */

/*
 * Each is its long form, and prism-check types it as that (parse_sugar.c).
 *
 * PRISM_ONE { ... }: the first thread of every unit of the current code
 * perspective runs the body, at thread[1] (lane 0 of a warp, thread 0 of
 * a block).
 */
#define PRISM_ONE PRISM_SPLIT(THREAD) PRISM_CASE(1)

/* PRISM_ONE_CLAIM(y, x) { ... }: x handed whole to that one thread as y. */
#define PRISM_ONE_CLAIM(y, x) PRISM_CLAIM(y, x, THREAD(1)) PRISM_ONE

/*
 * PRISM_FOR_STRIDED(i, n) { ... }: the threads of the current unit share
 * 0 .. n-1, thread t taking t, t + T, t + 2T, ... (T the unit's threads:
 * the block's in block[1] code, the grid's in grid[1] code); the body is
 * thread[1] code.  Index and step are taken before the group, where the
 * unit is still the enclosing one.
 */
#define PRISM_FOR_STRIDED(i, n)                                                                  \
    for (unsigned prism__first = prism_ctx_id(prism_ctx, PRISM_LVL_THREAD, 1u),                  \
                  prism__step = prism_ctx_span(prism_ctx), prism__go = 1u;                       \
         prism__go; prism__go = 0u)                                                              \
        PRISM_GROUP(THREAD(1))                                                                   \
        for (int i = (int)prism__first; i < (n); i += (int)prism__step)

/* PRISM_PARTITION_TILE(y, x, p, tile): unit k of p owns x[k * tile ...]. */
#define PRISM_PARTITION_TILE(y, x, p, tile) PRISM_PARTITION(y, x, p, PRISM_ID(p) * (tile))

/* ---- memory perspective ----------------------------------------------- */

/*
 * PRISM__SITE(what): tells a backend that wants it (the host emulator, to
 * report errors at the user's line rather than inside ctx.h) that the
 * collectives about to run implement this macro's `what` at this line.
 */
#ifndef PRISM__SITE
#define PRISM__SITE(what) ((void)0)
#endif

/*
 * In a function prism-check checked (prism__checked, above) the checker
 * placed every barrier, so the conservative ones below compile to nothing.
 *
 * The _NOSYNC forms are the spelling the checker emits, not an opt-out:
 * the checker infers barriers for a user's _NOSYNC scope exactly as for
 * the plain form, so outside a checked function (nothing placed them) they run
 * the conservative barriers too (SPEC §7).  Code that wants no barrier the
 * DSL did not place is PRISM_UNSAFE code.
 */
#define PRISM__SCOPE_SYNC(c) PRISM__CONSERVATIVE(prism_ctx_barrier(c))
/* A scope's exit also waits for copies its units issued into their parts
 * (a cp.async straight into a partition slot): a barrier does not. */
#define PRISM__SCOPE_LEAVE(c) PRISM__CONSERVATIVE((prism_async_wait_all(), prism_ctx_barrier(c)))

/*
 * The one-shot frame of a memory scope: `enter` runs before the body, `leave`
 * after it, both in the owning code perspective.
 */
#define PRISM__MEM_SCOPE(enter, leave)                                                                 \
    for (int prism__once = (PRISM__SITE("scope entry"), (enter), 1); prism__once;                      \
         prism__once = 0, PRISM__SITE("scope exit"), (leave))

/* The hiding is the point, so -Wshadow is off for the hiding declaration
 * alone (x is the user's token: a system header's exemption misses it),
 * and back to the user's setting for the body. */
#define PRISM__HIDE(x)                                                                       \
    _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wshadow\"")         \
    for (prism_hidden_t x = {0}; prism__once && !x.prism_hidden_name_; prism__once = 0) \
        _Pragma("GCC diagnostic pop")

/*
 * partition(x, level[n], offset) as y: y = x + offset, where offset is
 * computed by each level[n] unit (SPEC: explicit offsets).  The view's type
 * is that of x + 0, a pointer also when x is an array (a CUDA __shared__
 * one).
 */
#define PRISM_PARTITION(y, x, p, offset) \
    PRISM__PARTITION(y, x, offset, PRISM__SCOPE_SYNC(prism_ctx), PRISM__SCOPE_LEAVE(prism_ctx))
#define PRISM_PARTITION_NOSYNC(y, x, p, offset) \
    PRISM__PARTITION(y, x, offset, PRISM__SCOPE_SYNC(prism_ctx), PRISM__SCOPE_LEAVE(prism_ctx))
#define PRISM__PARTITION(y, x, offset, enter, leave)                         \
    PRISM__MEM_SCOPE(enter, leave)                                           \
    for (PRISM__TYPEOF((x) + 0) y = (x) + (offset); prism__once; prism__once = 0) \
        PRISM__HIDE(x)

/* claim(x, level[n]) as y: the whole of x handed to one narrower group. */
#define PRISM_CLAIM(y, x, p) \
    PRISM__CLAIM(y, x, PRISM__SCOPE_SYNC(prism_ctx), PRISM__SCOPE_LEAVE(prism_ctx))
#define PRISM_CLAIM_NOSYNC(y, x, p) PRISM__CLAIM(y, x, PRISM__SCOPE_SYNC(prism_ctx), PRISM__SCOPE_LEAVE(prism_ctx))
#define PRISM__CLAIM(y, x, enter, leave)                        \
    PRISM__MEM_SCOPE(enter, leave)                              \
    for (PRISM__TYPEOF((x) + 0) y = (x); prism__once; prism__once = 0) \
        PRISM__HIDE(x)

/*
 * async(x) as y: y only feeds asynchronous copies; the copies are complete
 * and visible to the owning group when the scope ends.
 */
#define PRISM_ASYNC(y, x)                                      \
    PRISM__CLAIM(y, x, PRISM__SCOPE_SYNC(prism_ctx),           \
                 (prism_async_wait_all(), PRISM__SCOPE_SYNC(prism_ctx)))
#define PRISM_ASYNC_NOSYNC(y, x) PRISM__CLAIM(y, x, PRISM__SCOPE_SYNC(prism_ctx), PRISM__SCOPE_LEAVE(prism_ctx))

/*
 * Shared allocation, legal only in block[1] code: count elements of T
 * carved from the block's arena.  The pointer itself is block[1] data.
 */
#define PRISM_SHARED(T, name, count) \
    T *const name = (PRISM__SITE("PRISM_SHARED"),                                             \
                     (T *)prism_smem_take(&prism_ctx, (unsigned long)sizeof(T) * (unsigned long)(count)))

/* The barrier of the current code perspective (what the scopes use). */
#define PRISM_SYNC() (PRISM__SITE("PRISM_SYNC"), prism_ctx_barrier(prism_ctx))

/* ---- calls ------------------------------------------------------------ */

/*
 * Call a PRISM_DEVICE function.  The context flows implicitly; a caller
 * broader than the callee's bound runs it once per callee unit (an
 * implicit group), as the paper's call rule allows.
 */
#define PRISM_CALL(f, ...) PRISM__CALL(f __VA_OPT__(, ) __VA_ARGS__)
/* (Through PRISM__CALL so that a function named by a macro is called by its expansion.) */
#define PRISM__CALL(f, ...) f(prism_ctx_group(prism_ctx, f##_prism_lvl, f##_prism_n) __VA_OPT__(, ) __VA_ARGS__)

#endif /* PRISM_SCOPES_H */
