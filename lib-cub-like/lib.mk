# lib-cub-like/lib.mk - the CUB-like library: generation with m4, checks,
# tests and the benchmark.
#
# The headers under thread/, warp/ and block/ (and their gen/ folders) are
# generated from the m4 templates next to them and CHECKED IN (docs/LIBRARY.md, "Why the
# expansions are checked in"): users, prism-check and debuggers read plain
# C, and building a kernel needs no m4.  After editing a template:
#
#   make lib-gen        regenerate every checked-in header in place
#   make lib-instance LIB_TYPE='struct kv, kv, 8, words, 0' LIB_NEW_TYPE=1 \
#        LIB_OPS='aff' LIB_SHAPES='64, 3' LIB_INCLUDE=my_kv.h \
#        LIB_GUARD=MY_KV_LIB_H LIB_OUT=my_kv_lib.h
#                       instantiate for your own type, operators or shapes
#                       (tools/lib-instance/prism-lib-instance, installed as
#                       $PREFIX/bin/prism-lib-instance with the templates)
#
# Tests (tests/suites/40-lib.sh) regenerate into $(BUILD)/lib-gen and fail
# when a checked-in header is stale.

LIB_DIR := lib-cub-like
LIB_TEMPLATES := $(sort $(wildcard $(LIB_DIR)/thread/*.m4 $(LIB_DIR)/warp/*.m4 $(LIB_DIR)/block/*.m4))
LIB_HEADERS := $(LIB_TEMPLATES:.m4=.h)
LIB_ALL_HEADERS := $(LIB_HEADERS) $(wildcard $(LIB_DIR)/*.h $(LIB_DIR)/*/*.h $(LIB_DIR)/*/gen/*.h)
LIB_M4 := m4 -P

.PHONY: lib-gen lib-instance

# Each template gives its header (X.h, which includes one part per type)
# and the parts <layer>/gen/<name>_<type>.h.  Templates are expanded from
# inside $(LIB_DIR) so that the "GENERATED from" lines name them relative
# to the library.  lib_gen_one: $(1) = template relative to $(LIB_DIR),
# $(2) = output directory.
LIB_GEN_TYPES := i32 u32 i64 f32 f64
define lib_gen_one
(cd $(LIB_DIR) && $(LIB_M4) m4/prism_lib.m4 $(1)) > $(2)/$(1:.m4=.h).tmp && \
    mv $(2)/$(1:.m4=.h).tmp $(2)/$(1:.m4=.h) && \
    for s in $(LIB_GEN_TYPES); do \
        out=$(2)/$(dir $(1))gen/$(notdir $(1:.m4=))_$$s.h; \
        (cd $(LIB_DIR) && $(LIB_M4) -DPL_GEN_TYPE=$$s m4/prism_lib.m4 $(1)) > $$out.tmp && mv $$out.tmp $$out; \
    done
endef

lib-gen:
	@mkdir -p $(LIB_DIR)/thread/gen $(LIB_DIR)/warp/gen $(LIB_DIR)/block/gen
	@set -e; $(foreach t,$(LIB_TEMPLATES:$(LIB_DIR)/%=%),$(call lib_gen_one,$(t),$(CURDIR)/$(LIB_DIR));)
	@echo "lib-gen: $(words $(LIB_TEMPLATES)) templates expanded"

# The same expansions into $(BUILD)/lib-gen, for the staleness test.
$(BUILD)/lib-gen/.stamp: $(LIB_TEMPLATES) $(LIB_DIR)/m4/prism_lib.m4
	@mkdir -p $(@D)/thread/gen $(@D)/warp/gen $(@D)/block/gen
	@set -e; $(foreach t,$(LIB_TEMPLATES:$(LIB_DIR)/%=%),$(call lib_gen_one,$(t),$(abspath $(@D)));)
	@touch $@

# A user instance (see m4/instance.m4 for the variables), by the script
# `make install` puts in $PREFIX/bin (one implementation for both).
LIB_INSTANCE_BIN := tools/lib-instance/prism-lib-instance
LIB_INSTANCE_TEMPLATES := $(LIB_DIR)/m4/prism_lib.m4 $(LIB_DIR)/m4/instance.m4 $(LIB_TEMPLATES)
INSTALL_BINS += $(LIB_INSTANCE_BIN)
lib-instance:
	@test -n "$(LIB_TYPE)" -a -n "$(LIB_GUARD)" -a -n "$(LIB_OUT)" || \
	    { echo "lib-instance: set LIB_TYPE, LIB_GUARD and LIB_OUT (see lib-cub-like/lib.mk)"; exit 2; }
	bash $(LIB_INSTANCE_BIN) --type='$(LIB_TYPE)' --guard='$(LIB_GUARD)' -o '$(LIB_OUT)' \
	    $(if $(LIB_NEW_TYPE),--new-type) $(if $(LIB_OPS),--ops='$(LIB_OPS)') \
	    $(if $(LIB_SHAPES),--shapes='$(LIB_SHAPES)') $(if $(LIB_INCLUDE),--include='$(LIB_INCLUDE)')

# `make check` (preproc/preproc.mk) runs prism-check over every file here.

# The GPU benchmark: every block primitive against its cub:: twin.  It is
# built from the translation unit prism-check emits for bench/lib_bench.cu
# (the checked build: inferred barriers instead of one at every scope
# end), so this explicit rule replaces bench/bench.mk's pattern rule for
# it; `make bench` runs it like the others.
BENCH_GPU_BINS += $(BUILD)/bench/lib_bench
CUDA_TARGETS += $(BUILD)/bench/lib_bench
$(BUILD)/bench/lib_bench.checked.cu: bench/lib_bench.cu $(LIB_ALL_HEADERS) $(PRISM_CHECK_BIN)
	@mkdir -p $(@D)
	$(PRISM_CHECK_BIN) -Iinclude -I$(LIB_DIR) -o $@ $<
# (bench.mk is included after this file: its variables are not set yet here.)
$(BUILD)/bench/lib_bench: $(BUILD)/bench/lib_bench.checked.cu $(BUILD)/bench/gbench.o $(BUILD)/bench/gbench_cuda.o \
		$(PRISM_CUDA_LIB) \
		bench/gbench.h bench/gbench_cuda.h $(GPU_ARCH_STAMP)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ibench -I$(LIB_DIR) $(GPU_GENCODE) $< $(filter %.o %.a,$^) -o $@ $(GBENCH_NVLDFLAGS) $(GBENCH_LDLIBS)

-include tests/lib/lib_tests.mk
