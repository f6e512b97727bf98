/*
 * prism/signature.h - kernel and device-function signatures.
 *
 *     PRISM_DEVICE(void, simple_mma, PRISM_REQUIRES(THREAD(32)), PRISM_SMEM(0),
 *                  PRISM_PARAM(const float *, a, THREAD(32)),
 *                  PRISM_PARAM(float *, c, THREAD(32)))
 *     { ... }
 *
 *     PRISM_KERNEL(mma_naive, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(1280),
 *                  PRISM_PARAM(const float *, A, GRID(1)), ...)
 *     { ... }
 *
 * The bound, the budget and the parameter perspectives are what prism-check
 * reads; the compilers see an ordinary function with one extra leading
 * parameter, the context (prism/ctx.h).  A kernel becomes a __global__
 * entry that builds the grid[1] context and calls the body, plus a
 * prism_kernel_t record the host launch API checks shapes against.
 */
#ifndef PRISM_SIGNATURE_H
#define PRISM_SIGNATURE_H

#define PRISM_REQUIRES(...) (__VA_ARGS__)
#define PRISM_SMEM(bytes) (bytes)
#define PRISM_PARAM(type, name, p) (type, name)

#define PRISM__DECL(t) PRISM__DECL_ t
#define PRISM__DECL_(type, name) type name
#define PRISM__NAME(t) PRISM__NAME_ t
#define PRISM__NAME_(type, name) name
#define PRISM__MEMBER(t) PRISM__DECL_ t;
#define PRISM__ARGOF(t) prism__a->PRISM__NAME_ t
#define PRISM__DECLS(...) PRISM__MAP(PRISM__DECL, PRISM__SEP_COMMA, __VA_ARGS__)
/*
 * The __global__ entry's own parameters: a type with a probe
 * PRISM__PROBE_<first token> defined as "~, QUALIFIER" gets QUALIFIER in
 * front (prism/hopper.h: a tensor map is __grid_constant__ there, and
 * CUDA allows that qualifier on a kernel's parameters only).
 */
#define PRISM__KDECL(t) PRISM__KDECL_ t
#define PRISM__KDECL_(type, name) PRISM__QUAL_OF(PRISM__PROBE_##type, , ) type name
#define PRISM__QUAL_OF(...) PRISM__QUAL_OF_(__VA_ARGS__)
#define PRISM__QUAL_OF_(probe, qual, ...) qual
#define PRISM__KDECLS(...) PRISM__MAP(PRISM__KDECL, PRISM__SEP_COMMA, __VA_ARGS__)
/*
 * Kernel bodies and device functions: the probe's third item goes between
 * type and name (CUDA: `&`, so the body's &map is the entry's param-space
 * copy, which is what TMA must be given; a by-value copy would live in
 * local memory).
 */
#define PRISM__BDECL(t) PRISM__BDECL_ t
#define PRISM__BDECL_(type, name) type PRISM__REF_OF(PRISM__PROBE_##type, , , ) name
#define PRISM__REF_OF(...) PRISM__REF_OF_(__VA_ARGS__)
#define PRISM__REF_OF_(probe, qual, ref, ...) ref
#define PRISM__BDECLS(...) PRISM__MAP(PRISM__BDECL, PRISM__SEP_COMMA, __VA_ARGS__)
#define PRISM__NAMES(...) PRISM__MAP(PRISM__NAME, PRISM__SEP_COMMA, __VA_ARGS__)

#define PRISM__PX(p) PRISM__P(p)
#define PRISM__TOP(req) PRISM__PX(PRISM__FIRST req)
#define PRISM__BOUND_ITEM(p) {PRISM__P(p)}
#define PRISM__BOUND(req) \
    {PRISM__APPLY(PRISM__MAP, PRISM__BOUND_ITEM, PRISM__SEP_COMMA, PRISM__UNPAREN req)}

typedef struct prism_persp {
    unsigned lvl; /* PRISM_LVL_* */
    unsigned n;   /* 0 ends a bound list */
} prism_persp_t;

#define PRISM_MAX_BOUND 8

/* What the host launch API knows about a kernel. */
typedef struct prism_kernel {
    const char *name;
    prism_persp_t bound[PRISM_MAX_BOUND];
    unsigned smem;                   /* declared shared-memory budget, bytes */
    const void *fn;                  /* CUDA: the __global__ entry */
    void (*thunk)(const void *args); /* emulator: calls this record's own body with args */
    const char *file;                /* where PRISM_KERNEL defined it (__FILE__, __LINE__): */
    int line;                        /* prism__kernel_define tells definitions apart by it */
} prism_kernel_t;

/*
 * Each definition's record, given to the host runtime before main (a
 * constructor): the entry k is one weak symbol for the whole program (SPEC
 * 10), so two definitions of k that differ (another file, another line,
 * bound or budget) get one line naming both, and their launches are
 * refused; identical ones (a header of kernels included twice) pass.
 */
#define PRISM__DEFINE(name)                                             \
    static __attribute__((constructor)) void name##_prism_define(void) \
    {                                                                   \
        prism__kernel_define(&name##_prism);                            \
    }

/* Constants a call site reads to narrow the context for the callee. */
#define PRISM__FN_CONSTS(name, req, smem) PRISM__APPLY(PRISM__FN_CONSTS_, name, smem, PRISM__TOP(req))
#define PRISM__FN_CONSTS_(name, smem, lvl, n) \
    enum { name##_prism_lvl = (lvl), name##_prism_n = (n), name##_prism_smem = (smem) };

#define PRISM_DEVICE(ret, name, req, smem, ...) \
    PRISM__FN_CONSTS(name, req, smem)           \
    PRISM_DEVFN ret name(PRISM__UNUSED prism_ctx_t prism_ctx PRISM__COMMA_BDECLS(__VA_ARGS__))

/*
 * A bound that pins the block (BLOCKDIM(n), BLOCKDIM(n, k)) gives the
 * kernel __launch_bounds__(n[, k]) and its context the constant n, so
 * PRISM_NTHREADS() in block[1] code, strides and folds over warps are
 * compile-time constants.  Each bound item pastes onto PRISM__LB_ and
 * PRISM__BD_: only BLOCKDIM's expand to anything.
 */
#define PRISM__LB_ITEM(p) PRISM__LB_##p
#define PRISM__LB_GRID(n)
#define PRISM__LB_BLOCK(n)
#define PRISM__LB_THREAD(n)
#define PRISM__LB_WARP(n)
#define PRISM__LB_WARPGROUP(n)
#define PRISM__LB_BLOCKDIM(...) PRISM_LAUNCH_BOUNDS(__VA_ARGS__)
#define PRISM__LAUNCH_BOUNDS_OF(req) PRISM__APPLY(PRISM__MAP, PRISM__LB_ITEM, PRISM__SEP_NONE, PRISM__UNPAREN req)
#define PRISM__BD_ITEM(p) PRISM__BD_##p
#define PRISM__BD_GRID(n)
#define PRISM__BD_BLOCK(n)
#define PRISM__BD_THREAD(n)
#define PRISM__BD_WARP(n)
#define PRISM__BD_WARPGROUP(n)
#define PRISM__BD_BLOCKDIM(...) +(unsigned)(PRISM__FIRST(__VA_ARGS__))
#define PRISM__BLOCKDIM_OF(req) (0u PRISM__APPLY(PRISM__MAP, PRISM__BD_ITEM, PRISM__SEP_NONE, PRISM__UNPAREN req))

/*
 * The entry's declaration comes first: `extern "C" PRISM_KERNEL(...)` then
 * gives the __global__ function C language linkage (an unmangled symbol),
 * which its later definition keeps; the rest of the expansion is not
 * affected.  prism-check rewrites that `extern "C"` for the C build
 * (SPEC 13, "Linkage specifications").
 */
/* The name is expanded before anything is pasted onto it: a macro that
 * names the kernel (PRISM_KERNEL(RNAME, ...) in a header included once per
 * type) is its expansion everywhere, as the checker reads it (SPEC 3.2),
 * not RNAME_prism_body in one place and the expansion in another. */
#define PRISM_KERNEL(name, req, smem, ...) PRISM__KERNEL(name, req, smem, __VA_ARGS__)
#define PRISM__KERNEL(name, req, smem, ...)                                                         \
    __global__ void PRISM__WEAK name(PRISM__KDECLS_OPT(__VA_ARGS__));                                       \
    PRISM__FN_CONSTS(name, req, smem)                                                               \
    PRISM_DEVFN void name##_prism_body(PRISM__UNUSED prism_ctx_t prism_ctx PRISM__COMMA_BDECLS(__VA_ARGS__)); \
    __global__ void PRISM__LAUNCH_BOUNDS_OF(req) PRISM__WEAK name(PRISM__KDECLS_OPT(__VA_ARGS__))    \
    {                                                                                               \
        name##_prism_body(prism_ctx_kernel(PRISM__BLOCKDIM_OF(req)) __VA_OPT__(, PRISM__NAMES(__VA_ARGS__))); \
    }                                                                                               \
    PRISM__KERNEL_RECORD(name, name##_prism_body, req, smem, __VA_ARGS__)                                            \
    PRISM__LAUNCH_WRAPPERS(name, __VA_ARGS__)                                                       \
    PRISM_DEVFN void name##_prism_body(PRISM__UNUSED prism_ctx_t prism_ctx PRISM__COMMA_BDECLS(__VA_ARGS__))

/* Zero parameters are allowed: these expand to nothing for an empty list. */
#define PRISM__DECLS_OPT(...) __VA_OPT__(PRISM__DECLS(__VA_ARGS__))
#define PRISM__KDECLS_OPT(...) __VA_OPT__(PRISM__KDECLS(__VA_ARGS__))
#define PRISM__COMMA_BDECLS(...) __VA_OPT__(, PRISM__BDECLS(__VA_ARGS__))
#define PRISM__COMMA_DECLS(...) __VA_OPT__(, PRISM__DECLS(__VA_ARGS__))

/*
 * The record the host launch API reads, an argument record (list-
 * initialised at every launch, which is what checks the arguments' types
 * in CUDA C++), and a launch stub with the kernel's own parameter list,
 * which checks their count on both backends: PRISM_LAUNCH (prism/launch.h)
 * calls it.
 */
#define PRISM__ARGS_RECORD(name, ...)                                              \
    enum { name##_prism_nargs = 0 __VA_OPT__(+PRISM__NARG(__VA_ARGS__)) };         \
    struct name##_prism_args {                                                     \
        char prism__unused_; /* keeps the record non-empty for zero parameters */  \
        __VA_OPT__(PRISM__MAP(PRISM__MEMBER, PRISM__SEP_NONE, __VA_ARGS__))        \
    };

#ifdef __CUDACC__
/* The launch names the kernel ::name: a parameter may have the kernel's
 * own name (__global__ void hist(unsigned *hist)), and in the launch
 * functions, which take the kernel's parameters, it would hide the kernel. */
#define PRISM__KERNEL_RECORD(name, body, req, budget, ...)                                                                 \
    PRISM__ARGS_RECORD(name, __VA_ARGS__)                                                                            \
    static const prism_kernel_t name##_prism = {#name, PRISM__BOUND(req), (budget), (const void *)name, 0,           \
                                                __FILE__, __LINE__};                                                 \
    PRISM__DEFINE(name)                                                                                              \
    PRISM__UNUSED static int name##_prism_entry_ok;                                                                  \
    PRISM__UNUSED static int name##_prism_launch(const char *prism__file, int prism__line, long long prism__grid,      \
                                                 long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__))              \
    {                                                                                                                \
        int prism__rc = prism__launch_prepare(&name##_prism, &name##_prism_entry_ok, prism__grid, prism__block, prism__file, prism__line);    \
        if (prism__rc != PRISM_OK)                                                                                   \
            return prism__rc;                                                                                        \
        ::name<<<(unsigned)prism__grid, (unsigned)prism__block, name##_prism.smem>>>(                                 \
            __VA_OPT__(PRISM__NAMES(__VA_ARGS__)));                                                                  \
        return prism__launch_finish(&name##_prism);                                                                   \
    }                                                                                                                \
    PRISM__UNUSED static int name##_prism_launch_on(const char *prism__file, int prism__line,                         \
                                                    prism_stream_t prism__stream, long long prism__grid,              \
                                                    long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__))           \
    {                                                                                                                \
        int prism__rc = prism__launch_prepare(&name##_prism, &name##_prism_entry_ok, prism__grid, prism__block, prism__file, prism__line);    \
        if (prism__rc != PRISM_OK)                                                                                   \
            return prism__rc;                                                                                        \
        ::name<<<(unsigned)prism__grid, (unsigned)prism__block, name##_prism.smem, (cudaStream_t)prism__stream>>>(    \
            __VA_OPT__(PRISM__NAMES(__VA_ARGS__)));                                                                  \
        return prism__launch_finish(&name##_prism);                                                                   \
    }
#else
/*
 * The emulator calls kernels through a thunk that unpacks the argument
 * record and runs this file's own body, as the entry would: never the weak
 * entry k, which the linker may have taken from another file, or from a
 * host function of that name (a CPU reference `scale` beside a kernel
 * `scale`).
 */
#define PRISM__KERNEL_RECORD(name, body, req, smem, ...)                                                       \
    PRISM__ARGS_RECORD(name, __VA_ARGS__)                                                                  \
    __VA_OPT__(PRISM__IMAP(PRISM__PARAM_TYPEDEF, name, __VA_ARGS__))                                       \
    static void name##_prism_thunk(const void *prism__p)                                                   \
    {                                                                                                      \
        const struct name##_prism_args *prism__a = (const struct name##_prism_args *)prism__p;             \
        (void)prism__a;                                                                                    \
        body(prism_ctx_kernel(PRISM__BLOCKDIM_OF(req))                                                    \
                              __VA_OPT__(, PRISM__MAP(PRISM__ARGOF, PRISM__SEP_COMMA, __VA_ARGS__)));      \
    }                                                                                                      \
    static const prism_kernel_t name##_prism = {#name, PRISM__BOUND(req), (smem), 0, name##_prism_thunk,   \
                                                __FILE__, __LINE__};                                       \
    PRISM__DEFINE(name)                                                                                    \
    PRISM__UNUSED static int name##_prism_launch(const char *prism__file, int prism__line, long long prism__grid, \
                                                 long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__))    \
    {                                                                                                      \
        const struct name##_prism_args prism__a = {0 __VA_OPT__(, PRISM__NAMES(__VA_ARGS__))};             \
        return prism_emu_launch_at(&name##_prism, prism__grid, prism__block, &prism__a, prism__file, prism__line); \
    }                                                                                                      \
    PRISM__UNUSED static int name##_prism_launch_on(const char *prism__file, int prism__line,               \
                                                    prism_stream_t prism__stream, long long prism__grid,    \
                                                    long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__)) \
    {                                                                                                      \
        const struct name##_prism_args prism__a = {0 __VA_OPT__(, PRISM__NAMES(__VA_ARGS__))};             \
        return prism_emu_launch_on(&name##_prism, prism__grid, prism__block, &prism__a, prism__file, prism__line, \
                                   prism__stream);                                                         \
    }
/* Parameter i's type, which PRISM_LAUNCH's narrowing check compares argument i with. */
#define PRISM__PARAM_TYPEDEF(name, i, t) typedef PRISM__TYPE_ t name##_prism_p##i;
#define PRISM__TYPE_(type, name) type
#endif

/*
 * The launch wrappers a host driver in another translation unit calls
 * (declared by `prism-check --launch-header`, SPEC 10): PRISM_LAUNCH and
 * PRISM_LAUNCH_ON with the kernel's own parameter list.  The _at forms take
 * the caller's file and line, which a refusal's note and the dynamic
 * checks' "launched here" name; the launch header makes prism_launch_NAME
 * a macro over them, so a call names its own line, not this one.  The
 * plain functions stay (a pointer to one, a call that bypasses the macro)
 * and name this line.  Parenthesized names: the header's macros may be in
 * force here.  Weak, so a kernel file included into two translation units
 * of one program (a header of kernels) links; so is the kernel entry itself
 * (PRISM_KERNEL: nvcc makes its host stub weak, as it does a template
 * kernel's, and each file's device code is its own).
 */
#define PRISM__WEAK __attribute__((weak))
#define PRISM__LAUNCH_WRAPPERS(name, ...)                                                                       \
    PRISM_HOST_API PRISM__WEAK int(prism_launch_##name##_at)(const char *prism__file, int prism__line,         \
                                                            long long prism__grid,                             \
                                                            long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__)); \
    PRISM_HOST_API PRISM__WEAK int(prism_launch_##name##_on_at)(const char *prism__file, int prism__line,      \
                                                               prism_stream_t prism__stream, long long prism__grid, \
                                                               long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__)); \
    PRISM_HOST_API PRISM__WEAK int(prism_launch_##name)(long long prism__grid,                                 \
                                                        long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__)); \
    PRISM_HOST_API PRISM__WEAK int(prism_launch_##name##_on)(prism_stream_t prism__stream, long long prism__grid, \
                                                             long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__)); \
    PRISM_HOST_API PRISM__WEAK int(prism_launch_##name##_at)(const char *prism__file, int prism__line,         \
                                                            long long prism__grid,                             \
                                                            long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__)) \
    {                                                                                                          \
        return name##_prism_launch(prism__file, prism__line, prism__grid,                                      \
                                   prism__block __VA_OPT__(, PRISM__NAMES(__VA_ARGS__)));                      \
    }                                                                                                          \
    PRISM_HOST_API PRISM__WEAK int(prism_launch_##name##_on_at)(const char *prism__file, int prism__line,      \
                                                               prism_stream_t prism__stream, long long prism__grid, \
                                                               long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__)) \
    {                                                                                                          \
        return name##_prism_launch_on(prism__file, prism__line, prism__stream, prism__grid,                    \
                                      prism__block __VA_OPT__(, PRISM__NAMES(__VA_ARGS__)));                   \
    }                                                                                                          \
    PRISM_HOST_API PRISM__WEAK int(prism_launch_##name)(long long prism__grid,                                 \
                                                        long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__)) \
    {                                                                                                          \
        return name##_prism_launch(__FILE__, __LINE__, prism__grid,                                            \
                                   prism__block __VA_OPT__(, PRISM__NAMES(__VA_ARGS__)));                      \
    }                                                                                                          \
    PRISM_HOST_API PRISM__WEAK int(prism_launch_##name##_on)(prism_stream_t prism__stream, long long prism__grid, \
                                                             long long prism__block PRISM__COMMA_DECLS(__VA_ARGS__)) \
    {                                                                                                          \
        return name##_prism_launch_on(__FILE__, __LINE__, prism__stream, prism__grid,                          \
                                      prism__block __VA_OPT__(, PRISM__NAMES(__VA_ARGS__)));                   \
    }

/* PRISM_LAUNCH(name, grid, block, args...) is in prism/launch.h. */

#endif /* PRISM_SIGNATURE_H */
