/*
 * sync.h - what the synchronization-inference files (sync_*.c) share.
 *
 * The pass runs after the type system, over the finished AST, one function
 * at a time, in four steps with one file each:
 *
 *   sync_access.c  which memory a statement reads and writes (callee
 *                  summaries through signatures)
 *   sync_resolve.c the root a pointer expression names
 *   sync_escape.c  local holders whose storage is handed out (then
 *                  unknown memory to sync_access.c)
 *   sync_arena.c   where allocations and callees' scratch lie in the
 *                  block's arena (conflicts on bytes, not names)
 *   sync_state.c   the pending sets the placement carries
 *   sync_place.c   the data-control-flow graph and the placement of
 *                  synchronization points (RAW / WAR), hoisting out of
 *                  ifs
 *   sync_loop.c    the placement's loops: fixed points at loop heads,
 *                  hoisting out of loops, repeated bodies (sync_place.h
 *                  is what the two share)
 *   sync_motion.c  arrive and wait motion (split barriers)
 *   sync_proxy.c   the async-proxy fence before a barrier that hands
 *                  plain stores to a wgmma
 *   sync_lower.c   each point to the cheapest barrier for the group that
 *                  meets; named-barrier id allocation
 *   sync_report.c  --sync-report and --sync-graph (Graphviz dot)
 *   sync_emit.c    the edit list that turns the checked translation unit
 *                  into one with the inferred barriers
 *   sync_pass.c    the driver: runs the steps once per program
 *
 * docs/SYNC.md states the rules these files implement, with examples.
 * Everything lives in the checker's arena (arena.c) and is never freed.
 */
#ifndef PRISM_SYNC_H
#define PRISM_SYNC_H

#include "prism_check.h"

typedef struct SyncRegion SyncRegion;
typedef struct SyncNode SyncNode;
typedef struct SyncPoint SyncPoint;
typedef struct SyncEdge SyncEdge;
typedef struct SyncConflict SyncConflict;
typedef struct SyncFunc SyncFunc;
typedef struct SyncPlan SyncPlan;

/* Does the statement hold a goto (sync_arena.c)?  Both the arena layout and
 * the placement give up precision in such functions. */
bool sync_has_goto(Node *n, int depth);

/* ---- sync_stable.c ---------------------------------------------------- */

/* Does the memory scope touch the same memory in every iteration of the loops? */
bool scope_stable_in(Node *scope, Node *const *loops, int nloops, Node *fn_body);
/* sync_footprint.c: each unit reaches one element through the alias, or less than the offset's stride. */
bool scope_footprints_apart(Node *scope, bool injective);
void footprint_index(Program *prog); /* pinned block sizes, parameters' functions and callers (acc_set_program) */
void footprint_reset(void);
bool footprint_private(Node *scope); /* a thread[1] claim, or a thread[1] partition whose parts stay apart */
int64_t footprint_pinned(Node *partition); /* BLOCKDIM(n)'s n for its function, 0 if not pinned */
bool footprint_param_own(Symbol *param); /* the caller's own memory: bounded reach, every call a thread's own part */

/* ---- sync_access.c ---------------------------------------------------- */

enum {
    SA_READ = 1,
    SA_WRITE = 2,
    /*
     * Bits 4-7: every access merged into this one is a blind atomic (its
     * result unused) of this commuting class (atomic_names.c).  Two such
     * accesses of one class give the same memory whatever order the
     * threads apply them in, so they do not conflict.  Merging anything
     * else in clears the class: use sa_merge, never |.
     */
    SA_ATOMIC_SHIFT = 4,
    SA_ATOMIC_MASK = 15 << SA_ATOMIC_SHIFT,
    /*
     * The class of an asynchronous copy's write (atomic_names.c uses 1-8):
     * copies into one buffer need no wait between them, only before what
     * reads or plainly writes it.  Two copies into the same bytes are left
     * to the ownership rules, as two plain stores are (docs/SYNC.md 9).
     */
    SA_ASYNC_COPY_CLASS = 15,
    /*
     * The class of an mbarrier's arrive, arrive_expect_tx and wait: the
     * hardware orders them among themselves (that is what they are for),
     * so they need no barrier between them; its init stays a plain write,
     * which every other thread's use must follow (red team h8: a
     * warpgroup barrier before every ordering arrive and wait).
     */
    SA_MBAR_CLASS = 14,
    /*
     * Given to acc_add only: the write is an atomic read-modify-write
     * (atomicAdd's address, or a helper's parameter written only so).
     * acc_add keeps it as SyncAcc.plain = false and strips it from mode.
     */
    SA_RMW = 8,
};
int sa_merge(int a, int b);

/*
 * One memory object a statement touches.  The root is the symbol the
 * memory was named by before any partition, claim or async narrowed it: a
 * PRISM_SHARED allocation, a __shared__ variable, a pointer parameter, a
 * global.  root == NULL is memory the pass cannot name (a pointer it cannot
 * trace): it conflicts with every other access.
 */
typedef struct {
    Symbol *root;
    int mode;   /* SA_READ | SA_WRITE */
    bool async; /* written by asynchronous copies (an async scope) */
    Token *tok; /* the first access of this root in the statement */
    /*
     * Through the alias of a partition or claim to thread[1]: the scope
     * statement.  Inside that scope only one thread touches the memory
     * through this name, so regions within the scope need not order it.
     */
    Node *priv;
    /*
     * Through a pointer parameter declared at thread[1]: memory the calling
     * thread owns (its registers, its slice).  Statements of the callee
     * never order it; the caller's call event does.
     */
    bool own;
    /*
     * One thread's view inside its own thread[1] scope (priv holds the
     * statement): no plain access orders it, but a read still waits for
     * the thread's own asynchronous copies (sync_place.c, place_event).
     */
    bool view;
    /* Some write merged in is a plain store, not an atomic (SA_RMW). */
    bool plain;
    /*
     * Order against atomics, for P108 at a call (SPEC 6.7): some access
     * merged in is an atomic; some is plain (a read or a store); a plain
     * one came after an atomic, in the body's order or in one loop.
     */
    bool atomic, plain_use, late;
} SyncAcc;

typedef struct {
    SyncAcc *v;
    int n, cap;
} AccSet;

void acc_add(AccSet *s, Symbol *root, int mode, bool async, Token *tok, Node *priv);

/* ---- sync_wgmma_wait.c: a wgmma's operand reads last until its wait ---- */
void wgmma_wait_index(Program *prog);
void wgmma_wait_reads(Node *call, AccSet *out); /* a prism_wgmma_wait: its function's wgmma tiles */
void wgmma_wait_reset(void);

void acc_union(AccSet *dst, const AccSet *src);
bool acc_touches(const AccSet *s, Symbol *root);
/* Every access of a statement or expression subtree, calls included. */
void acc_of_node(Node *node, AccSet *out);
/* The root a pointer-valued expression is based on; NULL when unknown. */
Symbol *acc_root_of(Node *ptr);
/* May two roots name the same bytes?  (NULL is unknown memory: yes.) */
bool acc_overlaps(Symbol *a, Symbol *b);
/* Is the pointer expression a thread-local array or value (not memory)? */
bool acc_is_local(Node *ptr);
/* The function a call runs (its definition when the program has one); NULL if unknown. */
Function *acc_callee(Node *call);
/* Is the call an asynchronous copy (cp.async, TMA) writing its first argument? */
bool acc_is_async_copy(Node *call);
/* Does fn write through its i-th parameter (0-based)?  Signature fallback. */
bool acc_param_written(Function *fn, int index);
/* Does fn write through its i-th parameter, and only by atomics (SPEC 6.7)? */
bool acc_param_atomic_only(Function *fn, int index);
bool acc_param_late(Function *fn, int index);
/*
 * Does the call's callee use the memory behind argument index plainly after
 * an atomic on it, counting the other arguments into the same buffer and the
 * memory the callee names itself that the argument is (SPEC 3.2, 6.7)?
 */
bool acc_call_late(Node *call, int index);
/* sync_elements.c: does every access of root in the for loop touch one element per round, a new one each round? */
bool acc_loop_per_element(Node *loop, Symbol *root);
/*
 * The plain (non-atomic) stores def's own statements make to memory it
 * names itself (__shared__, __device__, __managed__ variables, static
 * locals), outside PRISM_UNSAFE and not counting its callees' (SPEC 6.1).
 */
void acc_named_stores(Function *def, AccSet *out);
/*
 * Each memory the callee of `call` names itself, followed through the
 * functions it calls (its summary): the entry's root, mode
 * (SA_READ/SA_WRITE), whether a write is plain rather than atomic and
 * whether a plain use follows an atomic.
 */
void acc_call_named(Node *call, void (*cb)(const SyncAcc *e, void *arg), void *arg);
/* Does fn leave asynchronous copies in flight into its i-th parameter? */
bool acc_param_async(Function *fn, int index);
bool acc_calls_within(Node *n, bool (*match)(Node *call), int depth); /* a matching call, a few callees down */
bool acc_callee_is(const Node *call, const char *prefix); /* a call of prefix...() */
/*
 * Is the call one of sync_math.def's functions (and not one the program
 * defines)?  *out and *in: bit i set when argument i is a pointer the
 * function writes, or reads, through.
 */
bool acc_math_call(Node *call, unsigned *out, unsigned *in);
const char *acc_mode_str(int mode);
/* The program whose functions calls resolve to (definitions by name). */
void acc_set_program(Program *prog);
/* A compound assignment (|=, +=, ...) of rhs into local sym: what it may now hold. */
void acc_note_compound_store(Symbol *sym, Node *rhs);
/* sync_escape.c: mark the holders in body whose storage escapes (acc_set_program). */
void acc_mark_escapes(Node *body);
/* sync_access.c's type and callee queries, shared with sync_escape.c. */
const Type *acc_expr_type(Node *e); /* declared type of a name, an element or member of it, a cast; NULL unknown */
int acc_atomic_operand(Node *addr);  /* ATOMIC_ON_*: what an atomic's address points at */
bool acc_type_is_value(const Type *ty);
bool acc_struct_param(const Symbol *sym);      /* a struct parameter that can carry an address */
bool acc_type_read_only(const Type *ty, int depth);
Function *acc_definition_of(Function *fn);
/* For sync_params.c (sync_access.c keeps the summaries): a parameter, its
 * constness, a body's summary (NULL while it is computed: recursion), the
 * const parameters (bits) that summary takes as written meanwhile, a
 * callee's summary (NULL: no body, unsafe, recursion), memory a function
 * names itself, an argument's root as the walk names it. */
Param *acc_param_at(Function *fn, int index);
bool acc_param_is_const_ptr(Function *fn, int index);
const AccSet *acc_summary_of(Function *def);
uint64_t acc_summary_assumed(Function *def);
const AccSet *acc_callee_summary(Function *fn);
bool acc_named_memory(const Symbol *root);
Symbol *acc_arg_root(Node *a);
/* One buffer a call gives a callee under several names: from[] read as to. */
typedef struct {
    Symbol *from[65];
    int n;
    Symbol *to;
} AccOneBuffer;
void acc_of_node_as_one(Node *body, const AccOneBuffer *ob, AccSet *out);
Function *acc_callee_of(Node *call);
void access_reset(void);

/* ---- sync_resolve.c: the root of a pointer expression ------------------- */

/* How acc_resolve() classifies a pointer expression. */
enum {
    RES_LOCAL,   /* thread-local storage: not shared memory */
    RES_ROOT,    /* memory rooted at *root */
    RES_UNKNOWN, /* memory the pass cannot name */
};

#define MAX_RESOLVE_DEPTH 32

/* One function of sync_math.def: which pointer arguments it writes or reads through. */
typedef struct {
    const char *name;
    unsigned out, in;
    bool ptr;   /* the result is an address in argument 0's memory (PTR, FIND) */
    bool found; /* ... where the bytes it read say (FIND) */
} MathFn;

int acc_resolve(Node *e, Symbol **root, int depth); /* RES_*; *root when RES_ROOT */
const MathFn *acc_math_fn(Node *call);              /* a sync_math.def function the program does not define */
bool acc_wide_integer(const Type *ty);              /* an integer type wide enough to hold an address */
void resolve_reset(void);

/* ---- sync_arena.c ----------------------------------------------------- */

/* Lay out the arena of every function: allocations and callees' scratch. */
void layout_arena(Program *prog);
/*
 * The pseudo-root of the scratch a call to a function with a shared budget
 * carves (its bytes in the caller's frame); NULL for other calls.
 */
Symbol *layout_call_root(Node *call);
/* 1: a and b may share arena bytes; 0: they cannot; -1: one is not in the arena. */
int layout_overlap(Symbol *a, Symbol *b);
void layout_reset(void);

/* ---- sync_state.c ----------------------------------------------------- */

/* One pending access: made since the last barrier on some path. */
typedef struct {
    Symbol *root;
    int mode;
    bool async;
    bool back;     /* reached the current point through a loop back edge */
    int commits;   /* async: cp.async groups committed after this one */
    SyncNode *src;
    Node *priv;    /* async: the thread[1] scope whose alias the copy went through */
} Pend;

/* The pending set at one point of the analysis. */
typedef struct {
    Pend *v;
    int n, cap;
    SyncNode **front; /* the last events on every path (graph edges) */
    int nf, capf;
    bool dead;        /* no path reaches here (after break, return, ...) */
} State;

void st_add(State *s, Pend p);
void st_add_front(State *s, SyncNode *nd);
State st_copy(const State *s);
/* dst := dst joined with src; mark_back: src came round a loop's back edge. */
void st_join(State *dst, const State *src, bool mark_back);
bool st_equal(const State *a, const State *b);
State st_dead(void); /* no path reaches here */
/* What a point leaves pending (asynchronous copies it did not wait for). */
void st_after_point(State *st, int wait);
int pend_group(const Pend *p); /* groups committed after p's copies, for a wait */
/* The conflict kinds (SK_RAW | SK_WAR) between a pending access and a new one. */
int conflict_kind(const Pend *p, const SyncAcc *a);
/* Maps keyed by a pointer (AST nodes). */
void *pget(HashMap *m, const void *key);
void pput(HashMap *m, const void *key, void *val);

/* ---- sync_place.c ----------------------------------------------------- */

/*
 * A code region: the statements that run at one code perspective, i.e. a
 * function body, a group body or a split arm.  A barrier placed in a
 * region is met by every thread of one unit of that perspective.
 */
struct SyncRegion {
    int id;
    SyncFunc *fn;
    SyncRegion *parent;
    Node *scope;       /* ND_GROUP or ND_SPLIT_CASE; NULL: the function body */
    PerspLevel level;  /* PL_GRID, PL_BLOCK or PL_THREAD; PL_NONE unknown */
    int64_t n;         /* its size: threads at thread level, blocks above */
    bool is_arm;       /* a split arm: one unit per enclosing unit */
    int64_t arm_off;   /* its offset in the enclosing unit (threads) */
    int64_t encl;      /* threads of the enclosing unit (0 unknown) */
    int bar_base;      /* named barriers: first id; -1 none allocated */
    int bar_ids;       /* ... and how many */
    bool needs_named;  /* some point here lowers to a named barrier */
    /* The innermost loop around the region, in it or in an outer region:
     * the same units run the body again (sync_loop.c, place_repeated_entry). */
    Node *repeat_loop;
    Node *body;
    SyncRegion *next;
};

typedef enum {
    SN_PARTITION, /* PRISM_PARTITION */
    SN_CLAIM,     /* PRISM_CLAIM */
    SN_ASYNC,     /* PRISM_ASYNC */
    SN_REGION,    /* a group or split: the narrower units' work, one event */
    SN_USE,       /* any other statement that touches memory */
} SyncNodeKind;

/* A graph node: one event of a region (a scope, or a direct use). */
struct SyncNode {
    int id;
    SyncNodeKind kind;
    Node *stmt;
    SyncRegion *region;
    Symbol *root;  /* memory scopes: what x is rooted at */
    Symbol *alias; /* memory scopes: y */
    AccSet acc;    /* every access of the statement, its body included */
    int mode;      /* memory scopes: how y is used (SA_READ | SA_WRITE) */
    signed char stable; /* memory scopes: 0 not yet known, 1 same memory every iteration, -1 not */
    SyncEdge *succ;
    SyncNode *next;
};

struct SyncEdge {
    SyncNode *to;
    bool back;        /* a loop back edge */
    SyncPoint *point; /* the synchronization point on it, if any */
    SyncEdge *next;
};

enum {
    SK_RAW = 1, /* the earlier access writes: read (or write) after write */
    SK_WAR = 2, /* the later access writes what the earlier one read */
    SK_READS = 4, /* with SK_RAW: the later access reads (a true RAW, not only WAW); for the report */
};

/* Why a point exists: one pair of conflicting accesses. */
struct SyncConflict {
    Symbol *root;
    Symbol *other; /* the later access's root when it differs: another name for the same bytes */
    int kind;      /* SK_RAW or SK_WAR */
    SyncNode *src; /* the earlier event */
    SyncNode *dst; /* the later event */
    bool back;     /* through a loop back edge */
    /* A thread[1] scope's own asynchronous copies of an earlier round, read
     * by the same thread: a cp.async wait orders them, no barrier needed. */
    bool own;
    SyncConflict *next;
};

typedef enum {
    BAR_NONE,        /* nothing can order these units (grid, block[m>1]) */
    BAR_SINGLE,      /* one thread: program order is enough */
    BAR_SYNCTHREADS, /* __syncthreads() */
    BAR_SYNCWARP,    /* __syncwarp(mask) */
    BAR_NAMED,       /* bar.sync id, n */
    BAR_SPLIT,       /* mbarrier arrive ... wait */
    BAR_CTX,         /* prism_ctx_barrier: the group is only known at run time */
} BarKind;

typedef enum {
    POS_BEFORE, /* before stmt */
    POS_AFTER,  /* after stmt */
} PosKind;

/*
 * A synchronization point: a wait before the first access that needs it
 * and, when independent work lies between, an arrive after the last access
 * it orders (split barrier); otherwise one barrier.
 */
struct SyncPoint {
    int id;
    SyncRegion *region;
    Node *before;     /* the barrier (or the wait) goes before this statement */
    Node *arrive_after; /* split: the arrive goes after this statement */
    bool hoisted;     /* placed before a loop on behalf of accesses inside it */
    Node *at_head;    /* else: at the head of this loop, after every iteration */
    Node *for_stmt;   /* hoisted: the statement inside the loop that needed it */
    int kinds;        /* SK_RAW | SK_WAR */
    SyncConflict *conf;
    int async_wait;   /* >= 0: cp.async.wait_group(async_wait) first; -1 none */
    int mut_id;       /* sync_pass.c: its number among the file's barriers (1..); 0 none */
    /* sync_lower.c */
    BarKind bar;
    int bar_id;       /* named / split: the id (or the base id for a group) */
    char *group;      /* "block[1]", "thread[64]" */
    char *barrier;    /* "__syncthreads()", "bar.sync 1+unit, 64", ... */
    char *why;        /* one sentence */
    SyncPoint *next;
};

struct SyncFunc {
    Function *fn;
    SyncRegion *regions;
    SyncNode *nodes;
    SyncPoint *points;
    int nregions, nnodes, npoints;
    int64_t max_block; /* threads per block at most (BLOCKDIM bound or 1024) */
    bool has_goto;
    bool async_at_end; /* copies may be in flight at the end: wait for all there */
    /* Each `return` that copies may be in flight at: it waits for all first
     * (a return is a function end too; the wait at the closing brace is
     * jumped over). */
    Node **async_rets;
    int nasync_rets, capasync_rets;
    long steps;        /* statement visits so far (sync_place.c's budget) */
    uint64_t kernels;  /* sync_lower.c: the kernels that can run it, a bit each */
    bool gave_up;      /* over budget: the function keeps its conservative barriers */
    /* A PRISM_SYNC() in a unit of several warps: it meets at the run-time
     * named-barrier id of the conservative scheme (prism/ctx.h), so the
     * kernels running it get no static ids (sync_lower.c). */
    bool runtime_ids;
    SyncFunc *next;
};

struct SyncPlan {
    Program *prog;
    SyncFunc *funcs;
    HashMap by_name; /* function name -> its first SyncFunc (sync_lower.c), so calls resolve in O(1) */
    int npoints;
    bool ids_exhausted; /* more named-barrier ids needed than the 15 there are */
    /* The kernels whose named barriers are the conservative scheme's
     * run-time ids (sync_lower.c), a bit each as SyncFunc.kernels. */
    uint64_t runtime_kernels;
};

/* Build the graph and place the points of every function with a body. */
void place_function(SyncFunc *sf);
/* The point before statement s, if one was placed. */
SyncPoint *point_before(Node *s);
/* Is x inside the statement or expression tree of root? */
bool sync_contains(Node *root, Node *x);
void place_reset(void);

/* ---- sync_proxy.c ----------------------------------------------------- */

/* Does the point order a plain store before a wgmma reading it (fence.proxy.async first)? */
bool point_needs_proxy_fence(const SyncPoint *pt);

/* ---- sync_motion.c ---------------------------------------------------- */

/* Arrive motion over a statement list and the lists nested in it. */
/* fn_acc: every access of the function (what the window must not touch). */
void arrive_motion(SyncFunc *sf, Node *list, int depth, const AccSet *fn_acc);

/* ---- sync_lower.c ----------------------------------------------------- */

void lower_plan(SyncPlan *plan);
const char *bar_kind_str(BarKind k);

/* ---- sync_emit.c ------------------------------------------------------ */

typedef enum {
    EDIT_BEFORE,  /* insert text before the token */
    EDIT_AFTER,   /* insert text after the token */
    EDIT_REPLACE, /* print text instead of the token */
} EditKind;

typedef struct SyncEdit SyncEdit;
struct SyncEdit {
    Token *tok;
    EditKind kind;
    const char *text;
    /* Edits at one spot nest like the statements they wrap. */
    const char *span_lo, *span_hi; /* the wrapped statement's first and last byte */
    int seq;
    SyncEdit *next;
};

/* sync_use.c: a macro use written out expanded, its edits in place. */
typedef struct {
    File *file;
    size_t start, end; /* the use's bytes in file */
    const char *text;  /* its tokens and their edits */
} SyncUse;
bool sync_expand_use(Program *prog, const SyncEdit *edits, const Token *at, SyncUse *use);
bool sync_in_use(const SyncUse *use, const Token *tok);

/* The first and the last token of a statement (for edits around it). */
Token *stmt_first_token(Node *stmt);
Token *stmt_last_token(Node *stmt);

/* ---- sync_pass.c ------------------------------------------------------ */

/*
 * The mutation test (tests/sync/mutate.sh) addresses barriers by number:
 * the points that make threads meet, in functions some kernel of the file
 * runs, numbered from 1 in function order then point order (mut_id).
 *   --drop-barrier=N     (sync_drop_barrier) barrier N is left out of -o;
 *   --mutable-barriers   (sync_mutable) every barrier k of -o is guarded by
 *                        PRISM_MUTANT_KEEP(k), which the test defines
 *                        (tests/sync/mutant.h) to drop one chosen at run time.
 */
extern int sync_drop_barrier;
extern bool sync_mutable;
/* --plain-line-markers: system headers' copied text under #line, not GNU markers (sync_emit.c). */
extern bool sync_plain_markers;
/* The plan of a program (computed afresh each call; see sync_pass.c). */
SyncPlan *sync_plan(Program *prog);
/* The edits that produce the checked translation unit. */
SyncEdit *sync_edits(Program *prog);
/*
 * Write file f of the program with the edits applied.  Project headers
 * (#include "..." that the checker read, other than prism.h and prism/)
 * are inlined between #line directives, at their first inclusion as the
 * checker read them, so the output needs only -Iinclude to compile and
 * nvcc's and gcc's messages still name the user's files and lines.
 * emit.c calls this for the main file.
 */
void sync_emit_file(Program *prog, File *f, FILE *out);
/* Name of a root for messages: "C_smem", "<unknown>". */
const char *root_name(Symbol *root);
void sync_reset(void);

#endif /* PRISM_SYNC_H */
