m4_divert(-1)
# prism_lib.m4 - the template vocabulary of lib-cub-like, for `m4 -P`.
#
# C has no templates, so every primitive is written once as an m4 macro
# and expanded per element type, operator and (for shared-memory tiles)
# per block shape.  The expansions are plain C that prism-check reads and a
# debugger steps through; docs/LIBRARY.md says where they live and why.
#
# Conventions, chosen so C text passes through untouched:
#   - run as `m4 -P`: every builtin is m4_-prefixed, so C identifiers such
#     as index, len or format are never macros;
#   - quotes are [[ ]] (C uses both ` and ' in comments and literals);
#   - m4 comments are off, so `#include` lines are ordinary text;
#   - every template macro is PL_*; C code never spells that prefix.
m4_changequote([[,]])
m4_changecom()

# ---- the current element type ---------------------------------------------
# PL_SET_TYPE(ctype, suffix, bytes, shuffle, vector)
#   ctype    the C type (int32_t, struct my_pair, ...)
#   suffix   what function names end in (i32, pair, ...)
#   bytes    sizeof(ctype), as a literal: shared budgets are literals
#   shuffle  direct (a type __shfl_sync takes) or words (shuffled as 32-bit
#            words through a union: structs and odd sizes)
#   vector   1 when 16-byte vector loads may carry it (size divides 16)
m4_define([[PL_SET_TYPE]], [[m4_define([[PL_T]], [[$1]])m4_define([[PL_S]], [[$2]])m4_dnl
m4_define([[PL_SIZE]], [[$3]])m4_define([[PL_SHFL]], [[$4]])m4_define([[PL_VEC]], [[$5]])]])

# PL_FOR_TYPES([[body]]): body once per built-in type, with PL_T... set.
# (Each PL_SET_TYPE runs as the expansion is rescanned, just before its
# copy of the body.)
m4_define([[PL_FOR_TYPES]], [[m4_dnl
PL_SET_TYPE(int32_t, i32, 4, direct, 1)$1[[]]m4_dnl
PL_SET_TYPE(uint32_t, u32, 4, direct, 1)$1[[]]m4_dnl
PL_SET_TYPE(int64_t, i64, 8, direct, 1)$1[[]]m4_dnl
PL_SET_TYPE(float, f32, 4, direct, 1)$1[[]]m4_dnl
PL_SET_TYPE(double, f64, 8, direct, 1)$1[[]]]])
# PL_FOR_OPS([[body]]): body once per built-in operator, with PL_OP set.  A
# user operator NAME is a thread[1] function prism_op_NAME_SUFFIX(a, b) the
# user writes, as thread/thread_ops.h writes sum, min and max.
m4_define([[PL_FOR_OPS]], [[m4_dnl
m4_define([[PL_OP]], [[sum]])$1[[]]m4_dnl
m4_define([[PL_OP]], [[min]])$1[[]]m4_dnl
m4_define([[PL_OP]], [[max]])$1[[]]]])
# PL_FOR_EACH_OP([[body]], op, ...): body once per named operator.
m4_define([[PL_FOR_EACH_OP]], [[m4_ifelse([[$2]], [[]], [[]], [[m4_define([[PL_OP]], [[$2]])$1[[]]PL_FOR_EACH_OP([[$1]], m4_shift(m4_shift($@)))]])]])
# PL_FOR_SHAPES([[body]], B, I, B, I, ...): body once per block shape of B
# threads holding I items each, with PL_BLOCK and PL_ITEMS set.
m4_define([[PL_FOR_SHAPES]], [[m4_ifelse([[$2]], [[]], [[]], [[PL_SET_SHAPE($2, $3)$1[[]]PL_FOR_SHAPES([[$1]], m4_shift(m4_shift(m4_shift($@))))]])]])
m4_define([[PL_SET_SHAPE]], [[m4_define([[PL_BLOCK]], [[$1]])m4_define([[PL_ITEMS]], [[$2]])]])

# ---- redux.sync -------------------------------------------------------------
# PL_REDUX_OK is 1 when the current type and operator have a redux.sync on
# sm_80+ (32-bit integer sum, min, max); PL_REDUX_FN names its intrinsic
# and PL_REDUX_ID the operator's identity, for lanes that hold no value.
m4_define([[PL_REDUX_OK]], [[m4_ifelse(PL_S, [[i32]], [[m4_ifelse(PL_OP, [[sum]], 1, PL_OP, [[min]], 1, PL_OP, [[max]], 1)]],
    PL_S, [[u32]], [[m4_ifelse(PL_OP, [[sum]], 1, PL_OP, [[min]], 1, PL_OP, [[max]], 1)]])]])
m4_define([[PL_REDUX_FN]], [[m4_ifelse(PL_OP, [[sum]], [[__reduce_add_sync]], [[__reduce_]]PL_OP[[_sync]])]])
m4_define([[PL_REDUX_ID]], [[m4_ifelse(PL_OP, [[sum]], 0, PL_S[[]]PL_OP, [[i32min]], 2147483647,
    PL_S[[]]PL_OP, [[i32max]], (-2147483647 - 1), PL_S[[]]PL_OP, [[u32min]], 4294967295u, 0u)]])
# ---- names ------------------------------------------------------------------
# PL_FN(load_direct)          -> prism_load_direct_i32
# PL_FNO(warp_reduce)         -> prism_warp_reduce_sum_i32
# PL_OPFN                     -> prism_op_sum_i32 (the current operator)
# PL_FNSH(block_exchange)     -> prism_block_exchange_i32_128x4
m4_define([[PL_FN]], [[prism_$1_[[]]PL_S[[]]]])
m4_define([[PL_FNO]], [[prism_$1_[[]]PL_OP[[]]_[[]]PL_S[[]]]])
m4_define([[PL_OPFN]], [[prism_op_[[]]PL_OP[[]]_[[]]PL_S[[]]]])
m4_define([[PL_FNSH]], [[prism_$1_[[]]PL_S[[]]_[[]]PL_BLOCK[[]]x[[]]PL_ITEMS[[]]]])

# ---- guarded tiles -----------------------------------------------------------
# PL_REST(valid, off): how many of the items from offset off (>= 0) on are
# valid.  Not valid - off: for valid near INT_MIN ("none", LIBRARY.md) that
# overflows int and comes out as a large count, so items past the end would
# be read or written.  Either operand may be any int expression.
m4_define([[PL_REST]], [[(($1) < ($2) ? 0 : ($1) - ($2))]])
# PL_CEIL_DIV(a, b): a / b rounded up for a >= 0, b > 0, without forming
# a + b - 1 (valid may be up to INT_MAX: "all of it").
m4_define([[PL_CEIL_DIV]], [[(($1) / ($2) + (($1) % ($2) != 0))]])

# The block shapes (threads, items per thread) the checked-in per-shape
# headers carry; `make lib-shape` (lib.mk) generates any other.
m4_define([[PL_DEFAULT_SHAPES]], [[128, 4, 256, 4]])

# ---- shared budgets ---------------------------------------------------------
# The arena hands out 16-byte-aligned pieces (prism_smem_take), so a budget
# is the byte count rounded up to 16.  PL_ROUND16(bytes) is a literal.
m4_define([[PL_ROUND16]], [[m4_eval((($1) + 15) / 16 * 16)]])
# Blocked/striped exchange tiles pad one slot every 32 to dodge bank
# conflicts: a tile of n items occupies n + n/32 slots.
m4_define([[PL_PADDED]], [[m4_eval(($1) + ($1) / 32)]])
# PL_PAD(i): the padded slot of tile index i (i >= 0) at run time.  The
# division is unsigned: a signed i / 32 costs four instructions (sign
# fix-up), an unsigned one a shift, and it runs once per item.
m4_define([[PL_PAD]], [[(($1) + (int)((unsigned)($1) / 32u))]])
# ---- per-shape tiles (block exchange, block transpose) ----------------------
# PL_XPAD is 1 when the shape's tile pads one slot every 32.  The padding
# serves the blocked side, where thread t reaches items t*I .. t*I+I-1: a
# built-in type's run of I*bytes is copied with vector accesses as wide as
# its alignment allows (up to 16 bytes), and those are conflict-free unless
# the run is a multiple of 32 bytes (I = 8, 16, 24, ... for 4-byte types;
# I = 4, 8, ... for 8-byte ones).  So only those pad, as CUB's
# BlockExchange pads only for ITEMS_PER_THREAD > 4 and a power of two; an
# unpadded tile keeps each thread's run aligned, so nvcc vectorizes it
# (st.shared.v4 at 4 x 4 bytes).  A type shuffled as words (a struct) is
# copied a word at a time and always pads.  The striped side (thread t,
# items i*B + t) is conflict-free either way.  The budget stays
# PL_SMEM_TILE (the padded size) for every function of a shape.
m4_define([[PL_XPAD]], [[m4_ifelse(PL_SHFL, [[direct]], [[m4_eval((PL_ITEMS * PL_SIZE) % 32 == 0)]], [[1]])]])
# PL_XSLOTS(n): the slots of a tile of n items (a literal).
m4_define([[PL_XSLOTS]], [[m4_eval(($1) + PL_XPAD * (($1) / 32))]])
# PL_XSLOT(x): the slot of tile index x at run time.
m4_define([[PL_XSLOT]], [[m4_ifelse(PL_XPAD, 1, [[PL_PAD($1)]], [[($1)]])]])
# PL_XSTRIPED(i): the slot of striped item i*PL_BLOCK + t.  Unpadded it is
# t + i*B, one base and a constant step.  Padded it is computed per item
# (PL_PAD's shift and add): stepping from PL_PAD(t) by the padded row
# (B + B/32 slots, exact when 32 divides B) is shorter PTX, but ptxas then
# holds more registers (26 against 22 for the exchange at 256 x 8, past
# CUB's 24; bench/parity).
m4_define([[PL_XSTRIPED]], [[m4_ifelse(PL_XPAD, 0, [[(t + ($1) * PL_BLOCK)]], [[PL_PAD(($1) * PL_BLOCK + t)]])]])
# PL_XBLOCKED(pb, i): the slot of blocked item t*PL_ITEMS + i, as an
# offset from pb = PL_XSLOT(t*PL_ITEMS), which a thread computes once.  Unpadded, or when PL_ITEMS divides 32 (a thread's run
# never straddles a padding slot), it is i; when 32 divides PL_ITEMS (the
# run starts on a row) it is PL_PAD(i); both constants per unrolled item.
# Other item counts compute it per item.
m4_define([[PL_XBLOCKED]], [[m4_ifelse(PL_XPAD, 0, [[($2)]], m4_eval(32 % PL_ITEMS), 0, [[($2)]],
    m4_eval(PL_ITEMS % 32), 0, [[PL_PAD($2)]], [[(PL_PAD(t * PL_ITEMS + ($2)) - ($1))]])]])

# PL_WBLOCKED(pb, i, n): in a warp's slice (warp_exchange_smem,
# warp_load/store_transpose_smem: 33*n slots, one padding slot every 32),
# the slot of lane l's blocked item l*n + i, given pb = PL_PAD(l*n) computed
# once: pb + i when n divides 32 (the run never straddles a padding slot),
# pb + PL_PAD(i) when 32 divides n, else per item.  n is a run-time
# parameter; once it is a constant nvcc folds the choice and each unrolled
# item is a constant offset from pb.  (The slices keep their padding at
# every n: unpadded at n = 4, as the block tiles are, the warp transpose
# at 4 items took PTX 44 instead of 60 but ptxas held 26 registers instead
# of 18, CUB's 20; bench/parity.)
m4_define([[PL_WBLOCKED]], [[(32 % ($3) == 0 ? ($1) + ($2) : ($3) % 32 == 0 ? ($1) + PL_PAD($2) : PL_PAD(lane * ($3) + ($2)))]])

# PL_SHARED(name, count): `PL_T *name` on count elements of the block's
# arena.  prism-check sizes PRISM_SHARED from the element type and knows
# only the basic types, so a user type (shuffled as words) takes its
# bytes as unsigned char and views them as PL_T; the arena is 16-byte
# aligned, which covers any type the library moves.
m4_define([[PL_SHARED]], [[m4_ifelse(PL_SHFL, [[words]], [[PRISM_SHARED(unsigned char, $1_bytes, ($2) * PL_SIZE);
    PRISM_AT(BLOCK(1)) PL_T *const $1 = (PL_T *)(void *)$1_bytes]], [[PRISM_SHARED(PL_T, $1, $2)]])]])

# ---- file frame -------------------------------------------------------------
# PL_HEADER(path, GUARD, what, template) ... PL_FOOTER(GUARD)
m4_define([[PL_HEADER]], [[/*
 * $1 - $3
 *
 * GENERATED by m4 from $4; do not edit.  Change the template
 * and run `make lib-gen` (tests check that this file is current).
 */
#ifndef $2
#define $2
]])
m4_define([[PL_FOOTER]], [[
#endif /* $1 */
]])
m4_define([[PL_GUARD]], [[PRISM_LIB_[[]]m4_translit(m4_patsubst([[$1]], [[.*/]]), [[a-z]], [[A-Z]])_H]])
m4_define([[PL_GEN_PATH]], [[m4_patsubst([[$1]], [[/]], [[/gen/]])_[[]]$2.h]])
# The built-in type whose suffix is $1.
m4_define([[PL_SET_TYPE_BY_SUFFIX]], [[m4_ifelse([[$1]], [[i32]], [[PL_SET_TYPE(int32_t, i32, 4, direct, 1)]],
    [[$1]], [[u32]], [[PL_SET_TYPE(uint32_t, u32, 4, direct, 1)]], [[$1]], [[i64]], [[PL_SET_TYPE(int64_t, i64, 8, direct, 1)]],
    [[$1]], [[f32]], [[PL_SET_TYPE(float, f32, 4, direct, 1)]], [[$1]], [[f64]], [[PL_SET_TYPE(double, f64, 8, direct, 1)]],
    [[m4_errprint([[unknown PL_GEN_TYPE $1
]])m4_m4exit(1)]])]])
# PL_GEN_FILE(stem, what, includes, body): the checked-in headers of one
# template.  Run with -DPL_GEN_TYPE=S it is stem's part for the built-in
# type S, <layer>/gen/<name>_S.h (body expanded with that type); without,
# it is stem.h, which includes the part of every built-in type.  One file
# per type keeps each generated file the size of a hand-written one.
m4_define([[PL_GEN_FILE]], [[m4_ifdef([[PL_GEN_TYPE]], [[PL_SET_TYPE_BY_SUFFIX(PL_GEN_TYPE)m4_dnl
PL_HEADER(PL_GEN_PATH([[$1]], PL_GEN_TYPE), PL_GUARD([[$1_]]PL_GEN_TYPE), [[$2 (]]PL_T[[)]], [[$1.m4]])
$3[[]]$4
PL_FOOTER(PL_GUARD([[$1_]]PL_GEN_TYPE))]], [[m4_dnl
PL_HEADER([[$1.h]], PL_GUARD([[$1]]), [[$2]], [[$1.m4]])
PL_FOR_TYPES([[#include "PL_GEN_PATH([[$1]], PL_S)"
]])m4_dnl
PL_FOOTER(PL_GUARD([[$1]]))]])]])
m4_divert(0)m4_dnl
m4_divert(-1)
# ---- block algorithms ---------------------------------------------------------
# The raking grid: one slot per thread of the largest block (1024), padded
# one slot every 32 against bank conflicts.
m4_define([[PL_RAKE_SLOTS]], [[PL_PADDED(1024)]])
# PL_RAKE_AT(first, base, k, flat): the grid slot of partial first + k of
# the raking segment that starts at partial first, whose slot is base
# (PL_PAD(first)).  A segment of seg = nthreads/32 partials never straddles
# a padding slot when seg divides 32 (every power-of-two block), so its
# partials are contiguous from base: flat is that test, block-uniform and a
# constant under BLOCKDIM.  Other lengths pay the padding per partial.
# Spelled out so the address is one add per partial whatever the compiler
# proves about (first + k) / 32.
m4_define([[PL_RAKE_AT]], [[(($4) ? ($2) + ($3) : PL_PAD(($1) + ($3)))]])
# PL_RAKE_FOLD(acc, grid, first, base, flat, seg): acc holds partial first
# (grid[base]); fold the segment's other seg - 1 partials into it, in
# order.  Four at a time, paired before they meet the running value, as
# thread_reduce folds a thread's items (only associativity is used): the
# pairs do not wait on the chain, and nvcc unrolls this shape fully once
# the block size is a constant, where a one-at-a-time loop over seg kept a
# rolled remainder loop (unrolled by four before seg was known).  Calling
# thread_reduce on the segment does the same for built-in types, but a
# struct result read through a pointer into the grid is P041's to refuse.
m4_define([[PL_RAKE_ITEM]], [[$2[PL_RAKE_AT($3, $4, $1, $5)]]])
m4_define([[PL_RAKE_FOLD]], [[{
            int i_ = 1;
            if ($6 >= 4) {
                $1 = PRISM_CALL(PL_OPFN, PRISM_CALL(PL_OPFN, $1, PL_RAKE_ITEM(1, $2, $3, $4, $5)),
                                PRISM_CALL(PL_OPFN, PL_RAKE_ITEM(2, $2, $3, $4, $5), PL_RAKE_ITEM(3, $2, $3, $4, $5)));
                for (i_ = 4; i_ + 4 <= $6; i_ += 4)
                    $1 = PRISM_CALL(PL_OPFN, $1,
                                    PRISM_CALL(PL_OPFN,
                                               PRISM_CALL(PL_OPFN, PL_RAKE_ITEM(i_, $2, $3, $4, $5), PL_RAKE_ITEM(i_ + 1, $2, $3, $4, $5)),
                                               PRISM_CALL(PL_OPFN, PL_RAKE_ITEM(i_ + 2, $2, $3, $4, $5), PL_RAKE_ITEM(i_ + 3, $2, $3, $4, $5))));
            }
            for (; i_ < $6; i_++)
                $1 = PRISM_CALL(PL_OPFN, $1, PL_RAKE_ITEM(i_, $2, $3, $4, $5));
        }]])
# Budgets are literals (prism-check reads them; a callee's _prism_smem
# enum is invisible to it): warp totals, the raking grid, a padded tile.
m4_define([[PL_SMEM_WARPS]], [[PL_ROUND16(32 * PL_SIZE)]])
m4_define([[PL_SMEM_RAKING]], [[PL_ROUND16((PL_RAKE_SLOTS + 1) * PL_SIZE)]])
m4_define([[PL_SMEM_TILE]], [[PL_ROUND16(PL_PADDED(PL_BLOCK * PL_ITEMS) * PL_SIZE)]])

# PL_BLOCK_SCAN_WRAPPERS(algo, budget): the public forms of a block scan algorithm
# whose core is PL_FNO(algo_core)(dst, src, n, const T *prefix, inclusive).
# Every form returns to every thread; dst may be src.
m4_define([[PL_BLOCK_SCAN_WRAPPERS]], [[
/* Inclusive scan of the blocked tile; returns the block aggregate. */
PRISM_DEVICE(PL_T, PL_FNO($1_incl), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM($2),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)))
{
    return PRISM_CALL(PL_FNO($1_core), dst, src, n, 0, 1);
}

/* Inclusive scan with prefix folded in front of item 0; returns the aggregate (without prefix). */
PRISM_DEVICE(PL_T, PL_FNO($1_incl_prefix), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM($2),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(PL_T, prefix, THREAD(1)))
{
    return PRISM_CALL(PL_FNO($1_core), dst, src, n, &prefix, 1);
}

/* Exclusive scan: item 0 gets init; returns the aggregate (without init). */
PRISM_DEVICE(PL_T, PL_FNO($1_excl), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM($2),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(PL_T, init, THREAD(1)))
{
    return PRISM_CALL(PL_FNO($1_core), dst, src, n, &init, 0);
}

/*
 * Running prefix across tiles (CUB's BlockPrefixCallbackOp for the common
 * case): scan this tile after `running`, return running op aggregate for
 * the next tile.  running = PRISM_CALL(f, dst, src, n, running);
 */
PRISM_DEVICE(PL_T, PL_FNO($1_incl_running), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM($2),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(PL_T, running, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const PL_T agg = PRISM_CALL(PL_FNO($1_core), dst, src, n, &running, 1);
    return PRISM_CALL(PL_OPFN, running, agg);
}

PRISM_DEVICE(PL_T, PL_FNO($1_excl_running), PRISM_REQUIRES(BLOCK(1), THREAD(32)),
             PRISM_SMEM($2),
             PRISM_PARAM(PL_T *, dst, THREAD(1)),
             PRISM_PARAM(const PL_T *, src, THREAD(1)),
             PRISM_PARAM(int, n, BLOCK(1)),
             PRISM_PARAM(PL_T, running, THREAD(1)))
{
    PRISM_AT(THREAD(1)) const PL_T agg = PRISM_CALL(PL_FNO($1_core), dst, src, n, &running, 0);
    return PRISM_CALL(PL_OPFN, running, agg);
}
]])
m4_divert(0)m4_dnl
