/*
 * check_internal.h - what the type-system passes (check_*.c) share.
 *
 * The passes run over the finished AST after parsing (check_program in
 * check_walk.c is the entry point).  One walker visits every Prism function
 * in program order and carries the code perspective; each concern lives in
 * its own file and is called from the walker:
 *
 *   check_persp.c      the perspective algebra, bounds, P001/P002, P110/P111
 *   check_scopes.c     group, split/case, id: P010, P020-P023, P033
 *   check_flow.c       expression perspectives, read up, raw builtins:
 *                      P032, P081
 *   check_store.c      assignments, stores, declarations: P030, P031, P040
 *   check_memory.c     partition, claim, async: P060-P066
 *   check_inject.c     provably non-injective write partitions: P067
 *   check_inject_scan.c what one unit writes and reads through the slot, for P067 (check_inject.h)
 *   check_copies.c     pointer changes and async-copy widths, for P067
 *   check_smem.c       shared allocations and budgets: P050-P054, P071
 *   check_bounds.c     constant arithmetic out of a shared allocation: P055
 *   check_vla.c        array lengths in device code that are not constants: P103
 *   check_calls.c      calls to Prism functions: P070, P072-P075
 *   helper_state.c     whether a plain helper's result varies per thread beyond its arguments
 *   check_intrinsics.c the collective intrinsic table: P080
 *   check_masks.c      the lane masks of *_sync intrinsics: P083, P084
 *   check_shfl.c       shuffle widths and butterfly masks: P080
 *   check_reserved.c   names reserved for the checker's output (reserved.def)
 *   check_exits.c      break/continue/return/goto out of a scope: P090
 *   check_hopper.c     setmaxnreg budgets: P120-P123 (check_hopper.h)
 *   check_tma.c        TMA boxes and swizzled stages: P127, P128
 *   hopper_alias.c     the locals a TMA destination may be made of (check_tma.c follows them)
 *   check_wgmma.c      wgmma accumulators and operands: fence, wait, commit: P124-P126
 *   wgmma_operands.c   the shared buffers a wgmma reads and a statement writes (P125)
 *   check_tma_arms.c   TMA-filled buffers stay in their arm: P138
 *   check_tma_wait.c   TMA-filled buffers are used after a wait on the copy's mbarrier: P139
 *   tma_summary.c      a callee's copies left in flight and waits on every path, for P139 (tma_wait.h)
 *   tma_bars.c         the mbarriers a barrier expression may name, through local pointers (P139)
 *
 * Nothing here is visible outside the check_*.c files.
 */
#ifndef CHECK_INTERNAL_H
#define CHECK_INTERNAL_H

#include "prism_check.h"

/* ---- check_persp.c: perspectives as values ------------------------------ */

/*
 * A perspective as the passes reason about it.  lvl is a PerspLevel
 * (thread < block < grid) or PV_TOP: a value that never varies (literals,
 * #define and enum constants), broader than every perspective.
 */
enum { PV_TOP = 9 };

typedef struct {
    int lvl;
    int64_t n;
} Pv;

#define PV(l, k) ((Pv){(l), (k)})
#define PV_THREAD1 PV(PL_THREAD, 1)

/*
 * A perspective bound: the code perspective first, then what it can be cut
 * into.  blockdim is the exact block size a BLOCKDIM(n) entry pins (0:
 * not pinned); it holds in every scope of the function.
 */
typedef struct {
    Pv p[MAX_BOUND + 2];
    int n;
    int64_t blockdim;
} Bound;

/*
 * An expression's perspective and the read that made it that narrow.
 * For a function's result, the value is also kept symbolically: deps are
 * the by-value parameters it depends on (bit i: parameter i) and floor the
 * meet of everything else it reads, so a call's result is
 * meet(floor, the arguments it depends on): a pure helper called on
 * block[1] values returns a block[1] value.
 */
typedef struct {
    Pv p;
    Token *why;       /* the narrowest read, for messages */
    const char *what; /* "'x'", "PRISM_ID(thread[1])", "a non-const pointer read" */
    uint64_t deps;    /* parameters of the checked function read by value */
    Pv floor;         /* meet of the other reads, when floor_set */
    bool floor_set;   /* false: floor is p and deps is 0 */
    const char *whatarg; /* what is a format with one %s for it (formatted
                          * only for a message, so reads allocate nothing) */
    Symbol *sym;         /* the variable read, when the narrowest read is one */
    bool reported;       /* p is this narrow only through reads already diagnosed
                          * (raw threadIdx, P081): the rules on values stay
                          * silent, one mistake gets one error */
} Val;

const char *val_what(Val v); /* the description of the narrowest read */
void note_source(Val v);     /* note: where the variable read is declared */

Val vmeet(Val a, Val b);
/* Where a diagnostic about value v of expression e points: the name whose
 * read made v narrow, else e's leftmost token (not its operator). */
Token *val_caret(Val v, Node *e);
/* The token of the name an lvalue or pointer expression is based on. */
Token *name_token(Node *e);

static inline Val mkval(Pv p, Token *why, const char *what)
{
    Val v = {p, why, what, 0, p, false, NULL, NULL, false};
    return v;
}

static inline Val mkval_named(Pv p, Token *why, const char *fmt, const char *arg)
{
    Val v = {p, why, fmt, 0, p, false, arg, NULL, false};
    return v;
}

Pv pv_of(const Persp *p);           /* PL_BLOCKDIM(n) reads as thread[n] */
bool pv_le(Pv a, Pv b);             /* a is narrower than or equal to b */
bool pv_eq(Pv a, Pv b);
Pv pv_meet(Pv a, Pv b);             /* broadest perspective narrower than both */
const char *pv_str(Pv p);           /* "thread[32]", "block[1]", "uniform" */
const char *bound_str(const Bound *b); /* "{block[1], thread[32]}" */
/* Can code with bound b run something at perspective q (a group, an id, a callee's top)? */
bool bound_derives(const Bound *b, Pv q);
/* The bound inside group(q) or a split arm at q. */
Bound bound_enter(const Bound *b, Pv q);
/* P001/P002 for a written perspective; false if it is unusable. */
bool persp_valid(const Persp *p);
/* The bound of a function's PRISM_REQUIRES; false if it is malformed. */
bool fn_bound(Function *fn, Bound *out);
/* P054, P110, P111: the signature of a Prism function, once per function. */
void check_signature(Function *fn);

/* ---- check_walk.c: the walker's state ------------------------------------ */

/* The arm of one split (inside a claim) in which the claimed name was first used. */
typedef struct ClaimUse {
    struct ClaimUse *next;
    Node *split;
    Node *arm;
    Token *use;
    int depth;          /* splits between the claim and this one */
    int64_t off, count; /* the arm's units: [off, off + count) of the split's level; count -1 unknown */
} ClaimUse;

/* alias_graph.c: a "derives from" edge (`from` flows into the symbol at
 * `at`); check_alias.c: a pair of parameters a function keeps apart (one
 * narrowed by a memory scope, one used inside). */
typedef struct AliasEdge {
    struct AliasEdge *next;
    Symbol *from;
    Token *at;
} AliasEdge;
/* alias_graph.c: a value an integer local is given (`op` ND_ASSIGN, or a
 * compound assignment's operator); check_int_ptr.c reads them. */
typedef struct GivenValue {
    struct GivenValue *next;
    Node *value;
    NodeKind op;
} GivenValue;
typedef struct AliasPair {
    struct AliasPair *next;
    int i, j;    /* parameter i is narrowed, parameter j used inside */
    /* or, for i or j, memory the function names itself (a file-scope __shared__ or __device__ array; the
     * index is then -1): a caller passing it for the other parameter gives one buffer two names (rt32) */
    Symbol *gi, *gj;
    Node *scope; /* the scope narrowing i (in the callee, or deeper) */
    Token *use;  /* where j is used inside it */
} AliasPair;

/* Per-symbol facts the passes learn (Symbol.aux).  Pointers first, then
 * the narrow fields together: one for every symbol the pass meets. */
typedef struct {
    Pv persp;          /* the value's perspective (for pointers, the pointer's) */
    Node *hidden_by;   /* inside a partition/claim/async of it: that scope */
    Node *async_of;    /* an async alias: its ND_ASYNC */
    Node *claim_of;    /* a claim alias: its ND_CLAIM */
    struct ClaimUse *claim_uses; /* a claim alias: the arm it took in each split */
    Node *reuse_after; /* a grid/multi-block write partition of it has ended */
    Node *atomic_after; /* an atomic on it at grid/multi-block level: plain uses after it race */
    Symbol *source;    /* an alias: the name its scope narrows */
    Pv ret_floor;      /* a function whose result summary is known (has_ret): the
                        * perspective of what it returns besides ... */
    uint64_t ret_deps; /* ... the by-value parameters it returns */
    AliasEdge *derives;    /* alias_graph.c: the names its value is built from */
    Symbol **roots;        /* ... the address-carrying names it may derive from */
    AliasPair *alias_pairs; /* a function: parameters its callers must not alias */
    int nroots;
    unsigned closure_epoch; /* ... roots is valid for this epoch */
    unsigned visit;
    int claim_arm_base; /* arms entered before the claim began */
    int claim_scope_base; /* arms entered before the claim began */
    int claim_replicas;   /* narrowing groups around the claim (Ctx.replicas) */
    int64_t claim_off, claim_count; /* a claim alias: the innermost arm of its first use (count 0: none yet) */
    Token *claim_first;   /* ... that use */
    bool known;        /* persp was set by a declaration the walker saw */
    bool written;      /* an alias: stored through, or passed as non-const */
    bool reported;     /* a use-based error already names it */
    bool has_ret;      /* a function: its result summary is known */
    GivenValue *given;     /* an integer local: every value given it (check_int_ptr.c) */
    unsigned int_visit;    /* ... the query that classified it, and how */
    int int_class;
    /* A local given its value only by its initializer: what that value was made of, for the
     * function's result summary (a hash's `unsigned h = k * C; return h ^ (h >> 16);` returns
     * what it computes from k, not the local's thread[1]: porter p10) */
    bool reassigned;   /* assigned, incremented or its address taken after its declaration */
    bool init_known;   /* init_deps and init_floor hold */
    uint64_t init_deps;
    Pv init_floor;
} SymInfo;

/* Split arms tracked for claims (deeper ones are rare and go unchecked). */
#define MAX_ARMS 32

/* What one function's check remembers across its scopes. */
typedef struct {
    bool smem_reported; /* P052 said once per function */
    bool has_ret;       /* a return with a value was seen */
    Val ret;            /* the meet of the returned values */
    bool has_cond;      /* a branch or loop condition was seen */
    Val conds;          /* the meet of them: which return runs depends on them */
    bool varying_jump;  /* a break, continue or goto, or a return under a condition */
} FnState;

/* The code context at one point of a function body. */
typedef struct Ctx {
    Function *fn;
    FnState *fs;
    bool values_known;  /* SymInfo.reassigned is whole for this function's locals */
    Bound bound;        /* bound.p[0] is the code perspective */
    bool poisoned;      /* the perspective is unknown: say nothing about it */
    int loops;          /* loops entered since the innermost Prism scope */
    int64_t smem_off;   /* shared bytes in use here (within the budget) */
    int64_t smem_budget;
    bool smem_ok;       /* the budget is known */
    Node *arms[MAX_ARMS]; /* split arms entered, outermost first */
    Node *arm_splits[MAX_ARMS];
    /* The arm's first unit and units: threads from the frame's first (thread_at) for a thread split,
     * blocks for a block split; -1 unknown. */
    int64_t arm_first[MAX_ARMS], arm_count[MAX_ARMS];
    /* The first thread of this code, counted from the function's, or from the unit's inside a group that
     * repeats its body per unit (one frame per unit); -1 unknown.  So nested arms compare as threads. */
    int64_t thread_at;
    int narms;
    Pv scopes[MAX_ARMS]; /* perspectives of the split arms entered */
    int scope_replicas[MAX_ARMS]; /* replicas when each was entered */
    int nscopes;
    /* Narrowing groups entered: each repeats its body once per unit, so
     * an arm inside one is one arm per unit of the group. */
    int replicas;
    /* How many times one block runs this point: each group repeats its
     * code once per unit it cuts the code perspective into, a split arm
     * runs its code once per unit it splits.  1 at a function's top; -1
     * unknown (a group into threads of a block whose size is not pinned). */
    int64_t units;
    int all_loops;      /* loops around this point, whatever the scopes */
    /* Conditions around this point that the threads reaching it may not
     * share: fewer than `units` of them may run it (P140's counts). */
    int count_unsure;
    Node *loop_at[8];   /* the loops around this point, outermost first */
    int nloop_at;       /* ... how many (past 8, only counted) */
    Node *side_at[8];   /* the sides of branches around it (an if's arm, a case, a ?: or && operand) */
    int nside_at;       /* ... how many (past 8, only counted) */
} Ctx;

static inline Pv ctx_persp(const Ctx *c) { return c->bound.p[0]; }

SymInfo *sym_info(Symbol *sym);
void walk_stmt(Ctx *c, Node *node);
void walk_body(Ctx *c, Node *body); /* a group's or arm's body: a fresh context */
/* check_pipeline.c: a PRISM_PRODUCE/CONSUME block met by the walk (P136, P137). */
void pipe_scope_persp(Ctx *c, Node *node);
/* check_pipe_stage.c: P130 for a stage buffer's name anc[nanc - 1] inside ps that does not address the round's stage */
void pipe_stage_offset_check(Node *const *anc, int nanc, Node *var, const PipeScope *ps);
const char *pipe_scope_name(const PipeScope *ps); /* "PRISM_PRODUCE" or "PRISM_CONSUME" */
bool pipe_call_is(Node *call, const char *prefix); /* a call of a function whose name starts so */
Node *pipe_call_arg(Node *call, int i);            /* its i-th argument, or NULL */
/* check_pipe_rounds.c: the ancestors of a scope are searched this deep. */
#define PIPE_MAX_DEPTH (LIMIT_NEST_DEPTH * 4)
bool pipe_in_function(PipeScope *ps, Function *fn);
/* P135; the two arms that make the sides (NULL when there are none) */
bool pipe_check_arms(PipeScope *prod, PipeScope *cons, Node **prod_arm, Node **cons_arm);
/* P134, with branches checked from each side's arm down */
void pipe_check_rounds(PipeScope *prod, PipeScope *cons, Function *fn, Node *prod_arm, Node *cons_arm, Node *loops[2]);
/* One side of a pipeline: its scope, the split arm that makes it and its round loop (NULL: none proven). */
typedef struct {
    PipeScope *scope;
    Node *arm, *loop;
} PipeSide;
void pipe_check_order(const PipeSide *sides, int n); /* P141: pipelines that share an arm */
void ctx_enter_scope(Ctx *c, Pv p);        /* entering a split arm at p */

/* ---- check_flow.c ------------------------------------------------------- */


enum {
    EV_ASYNC_OK = 1, /* an async alias may appear (async-copy argument) */
    EV_ASSIGN_TARGET = 2, /* the whole variable is assigned: its old value is not read */
    EV_ATOMIC = 4,        /* the address of an atomic: not a plain access (check_atomics.c) */
    EV_NUMBER_FIELD = 8,  /* `p.n`: a number field of the variable, no memory its pointers reach (SPEC 5.2) */
};

Val eval(Ctx *c, Node *e, int flags);
Val top_val(void);                  /* a constant: broader than everything */
const char *sym_name(Symbol *s);
bool is_local_array(Symbol *s);
bool is_raw_builtin(const Token *t); /* threadIdx, blockIdx, blockDim, gridDim */
bool raw_dynamic_shared(Node *e); /* P081 at a use of an extern __shared__ array */
/* The first name a pointer expression may point into whose writable memory is
 * broader than want (any writable memory when want is the top); loose: a
 * call's result may be any of its arguments.  NULL when an error said it. */
Symbol *broad_root(Node *arg, Pv want, bool loose);
/* P041: a local pointer written through its address by a call takes a broader pointer. */
void check_pointer_receiver(Ctx *c, Symbol *recv, Node *call, Node *recv_arg, const char *fname);     /* a non-shared array declared in a function */
/* check_store.c: value stored into memory holds a writable pointer (P041); true when reported. */
bool check_pointer_escape(Node *value, Token *at);
bool check_local_address(Ctx *c, Symbol *target, Pv tp, Node *value, Token *at); /* P040: &wide_local */
bool helper_uses_address(Function *fn, int i); /* check_addr_flow.c: the result depends on where arg i points */
/* The first local broader than tp whose address e's value may carry, or NULL. */
Symbol *local_address_in(Ctx *c, Node *e, Pv tp);
/* check_ptr_copies.c: a call copies a writable pointer's bytes into memory (P041). */
void check_copied_pointers(Ctx *c, Node *call, Function *fn);
Val raw_builtin(Ctx *c, Node *e);   /* P081 for threadIdx & co; their perspective */
Val check_cond(Ctx *c, Node *stmt, const char *what); /* P032 on stmt->cond, which steers stmt; its value */
bool shared_by_point(const Ctx *c, Val v); /* every thread that reaches this point sees one value of v */
void ctx_side(Ctx *c, Node *side, int push); /* entering (1) or leaving (-1) one side of a branch */
/* check_mbar_counts.c: P140, a raw mbarrier's arrivals and bytes */
void mbar_site(Ctx *c, Node *call, const Token *name); /* a call the walk meets */
void mbar_check_function(Function *fn, bool varying_jump); /* once its body is walked */
void mbar_reset(void); /* a new program: the arena's sites are gone */
/* check_hopper.c: a counted loop with constant bounds, its counter not assigned in the body:
 * the lowest and highest values it takes, and its step (negative counting down). */
bool counted_loop(Node *loop, Symbol **v, int64_t *lo, int64_t *hi, int64_t *step);
bool has_effect(Node *e); /* an assignment, ++/--, or a call that could be collective or end the thread */
/* P032 when v is narrower than the code; what is a format with one %s for arg. True when reported. */
bool read_up(Ctx *c, Val v, Token *at, const char *what, const char *arg);
/* check_thread_end.c: calls that may end the thread (SPEC 5.1). */
bool ends_thread_name(const Token *name); /* __trap, exit, abort, assert, ... */
bool asm_ends_thread(const Node *n);      /* an asm whose template holds `exit` or `trap` */
bool call_ends_thread(Node *call);        /* one of those, or a plain helper whose body may run one */
void check_unsafe_exit(Ctx *c, Node *unsafe); /* P032: control leaves an unsafe statement early in wide code */
void check_stmt_calls(Function *fn); /* check_stmt_calls.c: P106, a barrier inside one statement */
void check_stmt_expr_jumps(Function *fn); /* P106 for a plain __device__ function's jumps out of ({ ... }) */
void check_undeclared(Function *fn); /* check_undeclared.c: a local used outside its scope (P100) */
void check_sys_macro_use(Function *fn); /* check_sys_macro_use.c: a skipped system header's macro (P107) */
void check_launches(Program *prog, Function *fn); /* check_launch.c: P112, a constant launch shape the bound refuses */
Pv sym_persp(Ctx *c, Symbol *sym);
/* check_loaded.c: pointers read from memory (SPEC 5.2, 6.1). */
bool file_scalar_var(const Symbol *s); /* a __device__, __shared__, __constant__ or static variable that is no array */
Pv memory_owner(Ctx *c, Symbol *s);  /* who owns the memory s's address or pointer value reaches */
bool load_owner_broader(Ctx *c, Node *load, Pv want, Symbol **whose, Pv *owner); /* load reads memory broader than want (*whose: its name, or NULL) */
Node *loaded_broader(Ctx *c, Node *value, bool loose, Pv want, Symbol **whose, Pv *owner); /* a writable pointer value loads one */
bool is_memory_load(Node *e); /* e reads memory (no local holder) */
bool readonly_holder(const Type *t); /* a struct, or array of them or of pointers, with no writable address in it */
Symbol *base_symbol(Node *e); /* the variable an lvalue or pointer expression is based on */

/* ---- check_store.c ------------------------------------------------------ */

Val check_assign(Ctx *c, Node *at, Node *lv, Val v); /* =, op=, ++, -- of lv */
void check_decl(Ctx *c, Node *decl);                  /* ND_DECLARATOR */
/* P031: s (at tp) written at `at` in narrower code; what: "write to '%s'" or "declaration of '%s'". */
void write_down(Ctx *c, Pv tp, Token *at, const char *what, Symbol *s, bool is_decl);

/* ---- check_scopes.c ----------------------------------------------------- */

void check_group(Ctx *c, Node *node);
void check_split(Ctx *c, Node *node);
Val check_id(Ctx *c, Node *node);

/* ---- check_memory.c ----------------------------------------------------- */

void check_mem_scope(Ctx *c, Node *node); /* ND_PARTITION, ND_CLAIM, ND_ASYNC */
void check_var_use(Ctx *c, Node *var, int flags); /* P061, P063, P065, P066 at a use */
/* A callee's uses of grid memory it names itself, at the call: P066/P108 (SPEC 6.6, 6.7). */
void check_named_uses(Ctx *c, Node *call);
void note_write(Ctx *c, Node *ptr_expr);  /* a store through / non-const use of a pointer */
/* check_inject.c: P067 after a write partition's body; off_p is its offset's perspective. */
void check_injective(Ctx *c, Node *partition, Pv off_p);
/* check_copies.c: how many times n assigns s, steps it or takes its address. */
int count_mods(Node *n, Symbol *s, int depth);
/* check_copies.c: bytes prism_cp_async{4,8,16}[z] writes at its destination; 0 for other calls. */
int64_t async_copy_width(Node *call);

/* ---- check_smem.c ------------------------------------------------------- */

void check_shared(Ctx *c, Node *node);
void smem_call(Ctx *c, Node *call, Function *callee); /* P071 */

/* ---- check_calls.c / check_intrinsics.c --------------------------------- */

Val check_call(Ctx *c, Node *call); /* ND_CALL, ND_PRISM_CALL */
Function *call_target(Node *call);  /* the Prism function called, or NULL */

/* helper_state.c: what makes a plain call's result vary per thread besides its arguments */
bool call_through_pointer(const Node *call);     /* a call through a function pointer */
bool call_body_unseen(Function *fn);             /* declared in the user's files, its body never read (P077) */
bool call_reads_machine_state(const Node *call); /* __builtin_frame_address, rdtsc, alloca... */
bool call_declared_unread(Node *call);           /* a name no file the checker reads declares (rand()) */
/* fn's body (or a function it calls, stack: the calls being followed) reads the running thread's state */
bool fn_reads_thread_state(Function *fn, Function **stack, int nstack);

typedef enum {
    IR_VOID, /* no value */
    IR_LANE, /* varies per thread: thread[1] */
    IR_UNIT, /* the same for the whole unit it runs on */
    IR_FRAG, /* none; writes each thread's own part of the result through argument 0 (an mma's fragment) */
} IntrinsicResult;

typedef struct {
    const char *name;
    bool prefix;   /* name ends in '*': matches every name starting with it */
    PerspLevel lvl;
    int64_t n;
    IntrinsicResult result;
    bool async_copy; /* takes async names (PRISM_ASYNC) as arguments */
    int mask;        /* index of the lane-mask argument, -1, or INTRINSIC_LEGACY */
    int width;       /* index of a shuffle's segment width, or -1 */
    int out;         /* index of the pointer argument written with the result, or -1 */
} Intrinsic;

/* Intrinsic.mask of a pre-CUDA 9 warp intrinsic without a mask (__shfl_down, __ballot): always P080. */
#define INTRINSIC_LEGACY (-2)

const Intrinsic *intrinsic_find(const char *name, int len);
/*
 * check_masks.c: P083/P084 for the mask of a call of `in` with `args`
 * (n of them).  Returns true when the caller must not report P080: the
 * call may run on the sub-warp unit of the code perspective (its mask is
 * the unit's lanes and a shuffle's sources stay inside the unit), or a
 * diagnostic here already said why not.  Reports nothing for sub-warp code
 * with a constant mask: that is P080, which the caller reports; nor for a
 * width that does not fit when width_said (shfl_width_invalid said it).
 */
bool check_mask(Ctx *c, Token *at, const Intrinsic *in, Node **args, int n, bool width_said);
/*
 * check_shfl.c: P080 for a constant shuffle width that is not a power of
 * two from 1 to 32, and for a constant __shfl_xor_sync lane mask that
 * reads outside a sub-warp unit of `unit` lanes.  True when reported.
 */
bool shfl_width_invalid(Token *at, const Intrinsic *in, Node **args, int n);
/* P080 at a call whose constant argument reaches a shuffle's width in the callee (check_shfl.c). */
void shfl_width_args(Node *call);
bool shfl_xor_leaves_unit(Ctx *c, Token *at, Node **args, int n, int64_t unit);
/* check_reserved.c: P050/P070/P080/P081 for a name reserved for the checker's output (reserved.def). */
void check_reserved(Function *fn);
bool is_reserved_name(const Token *t);
Token *expr_first_token(Node *e); /* the leftmost token of an expression, for a caret */
/*
 * The local a callee writes when given arg (SPEC 5.1): a local array (its
 * name, arr + i, &arr[i]) or the address of a local variable or of an
 * element or field of one (&x, &x.f, &a[i]), under casts.  NULL when the
 * argument points into memory.
 */
Symbol *out_receiver(Node *arg);
/*
 * arg's local (out_receiver) receives values at pp, described by `what`,
 * written through it by `callee`: an assignment at the call, so P031 when
 * the local is broader than the code and P030 when it is broader than pp.
 * The address of a local is each thread's own, so the pointer's own
 * perspective does not show it.
 */
void check_array_receiver(Ctx *c, Node *arg, Pv pp, const char *callee, const char *what);
Val check_intrinsic(Ctx *c, Node *call, const Intrinsic *in);
void check_plain_function(Function *fn); /* P080: collectives in functions without a signature */

/* ---- check_atomics.c ---------------------------------------------------- */

Val check_atomic(Ctx *c, Node *call, Token *at);  /* P108 */
void check_atomic_arg(Ctx *c, Node *arg, Node *call, const char *callee); /* P108 through a helper */
void check_atomic_marks(Ctx *c, Node *arg, Node *call);
void check_atomic_marks_sym(Ctx *c, Symbol *s, Node *call); /* grid memory a callee updates by name */
bool check_atomic_late(Ctx *c, Symbol *s, Node *call, const char *callee); /* P108: a callee's use after its atomic */
/* atomic_reach.c: may an atomic of the function being walked (or of a callee)
 * update memory a read through base reaches?  atomic_reach_start: per walk. */
void atomic_reach_start(Function *fn);
bool atomic_may_update(Node *base);
Symbol *alias_atomic_root(Symbol *s);            /* a name s points into, updated by a grid-level atomic before */

/* ---- alias_holder.c (what an edge joins), alias_graph.c (the graph), check_alias.c (P061 through it) */

void alias_scan(Function *fn);            /* before the walk: every derivation in fn */
void alias_hide(Symbol *x, Node *scope);  /* entering a memory scope of x ... */
void alias_unhide(void);                  /* ... and leaving it */
bool alias_check_use(Ctx *c, Node *var);  /* P061 for a name that may point into a hidden one */
bool alias_check_named_use(Symbol *s, Token *at, const char *callee); /* P061 for a callee's use by name */
void alias_named_use(Ctx *c, Node *var); /* named memory used inside scopes of parameters: pairs for the callers */
void alias_named_pairs(Ctx *c, Symbol *s, bool writes, Token *at); /* ... s used at `at` (by a callee, rt33) */
int fn_param_index(Function *fn, Symbol *s); /* s's position among fn's parameters, or -1 */
void alias_check_call(Ctx *c, Node *call, Function *callee); /* P061: one buffer, two arguments */
Symbol *alias_holder(Node *lv);           /* the local an lvalue names, or NULL (memory) */
bool alias_member_is_number(Node *e);     /* `p.n`: a holder's field that holds a number, no address */
bool alias_decays(Node *e);               /* s->val, tile[ty], p.rows[1]: an array lvalue, its address as a value */
Symbol *alias_writable_root(Symbol *s);   /* a writable pointer s holds or derives from */
/* The names value is built from in pointer position; loose: for a target that
 * holds an address (anything that went in counts, a call may return any
 * argument), else only what passes an address through (+, -, casts, masks). */
Symbol *alias_field_root(Node *e); /* `p.out` of a kernel's argument struct: a root of its own */
Symbol *alias_field_param(Symbol *root); /* the struct a field root is a field of */
Node *alias_indexed(Node *e); /* the operand of a[i] that is the pointer or array */
void alias_closure_begin(Function *fn); /* alias_closure.c: a new function walk */
void alias_sources(Node *value, bool loose, void (*fn)(Symbol *src, void *arg), void *arg);
/* The same, and each load of a value from memory it does not follow (a pointer read from memory, SPEC 5.2). */
void alias_sources_loads(Node *value, bool loose, void (*fn)(Symbol *src, void *arg),
                         void (*load)(Node *load, void *arg), void *arg);
bool alias_holds_address(Symbol *s);      /* s's type is a pointer, array, struct or opaque typedef */
bool alias_type_holds_address(const Type *t); /* the same for a type */
bool alias_is_ptr_sym(Symbol *s);         /* s carries an address (pointer, array, struct) */
bool is_local_value_array(Symbol *s);     /* a local array of values: registers, no addresses */
bool array_in_value(Node *base);          /* p.dims of a struct value: its elements are the value's */

/* ---- check_exits.c ------------------------------------------------------ */

void check_exits(Function *fn);
/* check_bounds.c: constant pointer arithmetic that leaves a shared allocation (P055). */
void check_bounds(Function *fn);
/* check_vla.c: an array length in device code that is not a constant (P103). */
void check_vla(Function *fn);
/* check_int_ptr.c: integers made into pointers (P041). */
void int_ptr_note_value(Symbol *to, Node *value, NodeKind op); /* alias_scan: to is given value */
void check_int_to_ptr(Ctx *c, Node *cast);                      /* eval: a cast to a pointer */
void check_plain_int_ptr(Function *fn);                         /* the same in a plain __device__ helper */

/* check_pipe_rounds.c: do a and b compute the same value (no calls or assignments in them)? */
bool expr_same(Node *a, Node *b);
/* check_alias.c: a root of s (not s) that a grid-level write scope wrote, for P066 through views. */
void alias_mark_written(Symbol *s, Node *at);
Symbol *alias_written_root(Symbol *s);
/* alias_graph.c: every name s may hold the address of, s included (NULL, *n 0 past the budget). */
Symbol **alias_roots(Symbol *s, int *n);
/* alias_graph.c: the edge of a's derivation that leads to root r (for a note), and a root a and b share. */
AliasEdge *alias_edge_towards(Symbol *a, Symbol *r);
Symbol *alias_shared_root(Symbol *a, Symbol *b);
/* check_exits.c: does a backward goto make a loop around stmt in body (SPEC 6.2)? */
bool in_goto_loop(Node *body, Node *stmt);
/* own_value.c: do two offsets name one element, by value (SPEC 6.6)? */
bool own_same(Node *body, Node *a, Node *b);
/* Is a name of the offset `own` stepped, before the partition at `before`, after the read `read` may see it? */
bool own_moves(Node *body, Node *own, Node *read, uint32_t before);

/* ---- check_hopper.c, check_tma.c, check_wgmma.c ------------------------- */

void check_hopper_host(Program *prog); /* check_tma.c: the file's constant tensor maps (P127) */
/* check_tma.c: the element bytes a TMA box of this shape copies, by the file's maps (0: not known) */
int64_t tma_box_elem(int64_t rows, int64_t cols);
void check_hopper(Function *fn);       /* setmaxnreg (P120-P123), TMA boxes and stages (P127, P128) */
void check_wgmma(Function *fn);        /* wgmma fence, wait and commit on accumulators (P124-P126) */
/* wgmma_operands.c: the shared buffers a statement (assignment, ++/--, call) writes, at *at
 * (wgmma_buffers, prism_check.h, names those a descriptor reads); returns how many it put in out. */
int written_buffers(Node *n, Symbol **out, int max, Token **at);
/* A wgmma descriptor made (in part) from a parameter: it reads the caller's shared memory. */
bool wgmma_desc_from_param(Node *e);
/* wgmma_operands.c: how a call writes through its first argument, whatever its declaration says
 * (an intrinsic has none), and the declared parameters of the function a call names (NULL: an intrinsic). */
typedef enum { ARG0_NONE, ARG0_ASYNC_COPY, ARG0_TMA_LOAD, ARG0_ATOMIC, ARG0_STORE } Arg0Write;
Arg0Write call_arg0_write(Node *call);
Param *call_params(Node *call);
/* alias_graph.c: may s hold an address derived from root (s itself counts)?  After the function's walk. */
bool alias_may_derive(Symbol *s, Symbol *root);
void check_tma_arms(Function *fn);     /* a TMA-filled buffer named in another arm of the split (P138) */
/* check_tma_wait.c: a call of a bulk copy (prism_tma_*, prism_bulk_*, cp_async_bulk*), not through a pointer */
bool tma_is_bulk_copy(const Node *n);
void check_tma_wait(Function *fn);     /* a TMA-filled buffer used before a wait on the copy's mbarrier (P139) */
void tma_wait_reset(void);             /* drop the callee summaries (they point into this program) */
/* tma_bars.c: every value each local pointer of a body is given, then the mbarrier names
 * a barrier expression may stand for (at most max; 0: it has no name). */
typedef struct {
    Symbol *sym;
    Node *value; /* NULL: its address is taken */
} TmaGiven;
typedef struct {
    TmaGiven *v;
    int n, cap;
} TmaBarTable;
void tma_bars_scan(Node *body, TmaBarTable *t);
int tma_bars_of(const TmaBarTable *t, Node *bar, Symbol **out, int max);

#endif /* CHECK_INTERNAL_H */
