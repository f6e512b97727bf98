m4_divert(-1)
# tests/lib/lt_common.m4 - what the library sweep is instantiated for.
# Loaded after lib-cub-like/m4/prism_lib.m4 (same quoting: [[ ]], m4 -P).
#
# Types: the five built-ins and the user type struct lt_kv (tests/lib/lt_user.h).
# Combinations (type, operator): every built-in type with sum, min and max,
# int32_t with the user operator xor, lt_kv with the user operator aff.
m4_define([[LT_KV]], [[PL_SET_TYPE(struct lt_kv, kv, 8, words, 0)]])
m4_define([[LT_FOR_TYPES]], [[PL_FOR_TYPES([[$1]])LT_KV[[]]$1[[]]]])
m4_define([[LT_FOR_COMBOS]], [[PL_FOR_TYPES([[PL_FOR_OPS([[$1]])]])m4_dnl
PL_SET_TYPE(int32_t, i32, 4, direct, 1)m4_define([[PL_OP]], [[xor]])$1[[]]m4_dnl
LT_KV[[]]m4_define([[PL_OP]], [[aff]])$1[[]]]])
# Block shapes of the transpose sweep: every (block, items) of the sweep
# for int32_t, a few for the other types.  The checked-in headers carry
# PL_DEFAULT_SHAPES; the rest come from m4/instance.m4.
m4_define([[LT_BLOCKS]], [[32, 64, 96, 128, 256, 1024]])
m4_define([[LT_SHAPE_NAME]], [[PL_S[[]]_[[]]PL_BLOCK[[]]x[[]]PL_ITEMS[[]]]])
# Kernel and launcher names: LT_K(bred) -> lt_bred_sum_i32.
m4_define([[LT_K]], [[lt_$1_[[]]PL_OP[[]]_[[]]PL_S[[]]]])
m4_define([[LT_KT]], [[lt_$1_[[]]PL_S[[]]]])
m4_define([[LT_KSH]], [[lt_$1_[[]]LT_SHAPE_NAME[[]]]])
# Shapes instantiated by m4/instance.m4 in the test build, per type.
m4_define([[LT_EXTRA_SHAPES_i32]], [[32, 1, 32, 2, 32, 3, 32, 4, 32, 5, 32, 6, 32, 7, 32, 8, 32, 9, 32, 10, 32, 11, 64, 1, 64, 2, 64, 3, 64, 4, 64, 5, 64, 6, 64, 7, 64, 8, 64, 9, 64, 10, 64, 11, 96, 1, 96, 2, 96, 3, 96, 4, 96, 5, 96, 6, 96, 7, 96, 8, 96, 9, 96, 10, 96, 11, 128, 1, 128, 2, 128, 3, 128, 5, 128, 6, 128, 7, 128, 8, 128, 9, 128, 10, 128, 11, 256, 1, 256, 2, 256, 3, 256, 5, 256, 6, 256, 7, 256, 8, 256, 9, 256, 10, 256, 11, 1024, 1, 1024, 2, 1024, 3, 1024, 4, 1024, 5, 1024, 6, 1024, 7, 1024, 8, 1024, 9, 1024, 10, 1024, 11]])
m4_define([[LT_EXTRA_SHAPES_BUILTIN]], [[32, 11, 96, 3, 64, 12, 1024, 1]])
m4_define([[LT_EXTRA_SHAPES_kv]], [[32, 11, 128, 4, 1024, 1]])
# Every shape a type is tested at (checked-in defaults plus the extras).
m4_define([[LT_SHAPES]], [[m4_ifelse(PL_S, [[i32]], [[PL_DEFAULT_SHAPES, LT_EXTRA_SHAPES_i32]], PL_S, [[kv]], [[LT_EXTRA_SHAPES_kv]], [[PL_DEFAULT_SHAPES, LT_EXTRA_SHAPES_BUILTIN]])]])
m4_divert(0)m4_dnl
