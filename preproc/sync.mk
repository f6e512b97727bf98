# preproc/sync.mk - the checked kernel sources (synchronization inference).
#
#   $(BUILD)/checked/K.cu     prism-check -o of kernels/K.cu: the scopes in
#                             their _NOSYNC forms, the inferred barriers
#                             inserted, project headers inlined (#line kept);
#                             compiles with -Iinclude alone
#   $(BUILD)/checked/K.report its --sync-report
#   $(BUILD)/checked/K.dot    its --sync-graph
#
# CHECKED_KERNEL_SRC is the pattern a kernel object rule names instead of
# kernels/%.cu to compile the checked source:
#
#     $(BUILD)/kernels/emu/%.o: $(CHECKED_KERNEL_SRC) ...
#             $(CC) $(CFLAGS) $(KERNEL_INCLUDES) -x c -c $< -o $@
#
# Building from kernels/%.cu directly stays correct: the scopes then run
# their conservative barriers (prism/scopes.h).

CHECKED_KERNEL_SRC := $(BUILD)/checked/%.cu
SYNC_CHECK_FLAGS := -Iinclude -Ikernels -Ilib-cub-like
SYNC_SRC_DEPS := $(wildcard include/prism.h include/prism/*.h kernels/*.h kernels/*/*.h lib-cub-like/*/*.h)

$(BUILD)/checked/%.cu: kernels/%.cu $(PRISM_CHECK_BIN) $(SYNC_SRC_DEPS)
	@mkdir -p $(@D)
	$(PRISM_CHECK_BIN) $(SYNC_CHECK_FLAGS) -o $@ $<

$(BUILD)/checked/%.report: kernels/%.cu $(PRISM_CHECK_BIN) $(SYNC_SRC_DEPS)
	@mkdir -p $(@D)
	$(PRISM_CHECK_BIN) $(SYNC_CHECK_FLAGS) --sync-report $< >$@

$(BUILD)/checked/%.dot: kernels/%.cu $(PRISM_CHECK_BIN) $(SYNC_SRC_DEPS)
	@mkdir -p $(@D)
	$(PRISM_CHECK_BIN) $(SYNC_CHECK_FLAGS) --sync-graph $@ $<

# docs/SYNC.md's figure: the Fig. 6 kernel's graph, rendered by Debian's graphviz.
.PHONY: sync-figure
sync-figure: $(BUILD)/checked/mma_naive.dot
	dot -Tpng -Gdpi=110 $< -o docs/sync-mma_naive.png
