# tests/lib/lib_tests.mk - the lib-cub-like sweep (included by lib-cub-like/lib.mk).
#
#   $(BUILD)/tests/lib/lt_inst_*.h     instances (m4/instance.m4): xor, extra shapes, the user type
#   $(BUILD)/tests/lib/lt_kernels.cu   the sweep's kernels (tests/lib/lt_kernels.m4): every primitive
#   $(BUILD)/tests/lib/lt_shapes.cu    the transposes at the 64 extra int32_t block shapes
#   $(BUILD)/bin/lib-sweep-emu         kernels as C on the emulator + host driver   HOST_TARGETS
#   $(BUILD)/bin/lib-sweep-gpu         kernels by nvcc for $(CUDA_ARCHS)            CUDA_TARGETS (GPU machines)
#   $(BUILD)/bin/lib-sweep-emu-checked the kernels as prism-check emits them (the
#                                      checked build), on the emulator             HOST_TARGETS, first pass
# tests/suites/40-lib.sh runs them.

LT_DIR := $(BUILD)/tests/lib
LT_M4 := m4 -P -I tests/lib
LT_LIB_M4 = $(LIB_DIR)/m4/prism_lib.m4 $(LIB_TEMPLATES) $(LIB_DIR)/m4/instance.m4
LT_INSTANCES := $(LT_DIR)/lt_inst_i32.h $(LT_DIR)/lt_inst_u32.h $(LT_DIR)/lt_inst_i64.h \
    $(LT_DIR)/lt_inst_f32.h $(LT_DIR)/lt_inst_f64.h $(LT_DIR)/lt_inst_kv.h
LT_GEN := $(LT_INSTANCES) $(LT_DIR)/lt_kernels.cu $(LT_DIR)/lt_shapes.cu $(LT_DIR)/lt_protos.h
LT_INCLUDES := -Iinclude -I$(LIB_DIR) -Itests/lib -I$(LT_DIR)
LT_DEPS := $(LT_GEN) $(LIB_ALL_HEADERS) tests/lib/*.h include/prism.h include/prism/*.h

HOST_TARGETS += $(BUILD)/bin/lib-sweep-emu $(BUILD)/lib-gen/.stamp
# make test's sanitizer pass leaves 40-lib out (tests/run.sh): its sweep is
# the emulator's host code, which san:30-emu runs sanitized, around
# kernels whose every access the emulator bounds-checks in the normal pass.
SAN_FULL_TARGETS += $(BUILD)/bin/lib-sweep-emu
# The GPU sweep is built only where it can run (its nvcc build of ~160
# kernels for two architectures takes minutes); 40-lib.sh's lib-nvcc-*
# tests build every primitive on any machine with nvcc.
CUDA_TARGETS += $(if $(filter 1,$(HAVE_GPU)),$(BUILD)/bin/lib-sweep-gpu)

# One shape list per type, read from tests/lib/lt_common.m4 so the
# instances and the kernels agree.
lt_shapes = $(shell printf 'm4_changequote([[,]])m4_include(lt_common.m4)LT_EXTRA_SHAPES_$(1)' | $(LT_M4) -)
LT_ARGS_i32 = -DPL_I_TYPE='int32_t, i32, 4, direct, 1' -DPL_I_OPS='xor' -DPL_I_INCLUDE=lt_user.h \
    -DPL_I_SHAPES='$(call lt_shapes,i32)'
LT_ARGS_u32 = -DPL_I_TYPE='uint32_t, u32, 4, direct, 1' -DPL_I_SHAPES='$(call lt_shapes,BUILTIN)'
LT_ARGS_i64 = -DPL_I_TYPE='int64_t, i64, 8, direct, 1' -DPL_I_SHAPES='$(call lt_shapes,BUILTIN)'
LT_ARGS_f32 = -DPL_I_TYPE='float, f32, 4, direct, 1' -DPL_I_SHAPES='$(call lt_shapes,BUILTIN)'
LT_ARGS_f64 = -DPL_I_TYPE='double, f64, 8, direct, 1' -DPL_I_SHAPES='$(call lt_shapes,BUILTIN)'
LT_ARGS_kv = -DPL_I_TYPE='struct lt_kv, kv, 8, words, 0' -DPL_I_NEW_TYPE -DPL_I_OPS='aff' \
    -DPL_I_INCLUDE=lt_user.h -DPL_I_SHAPES='$(call lt_shapes,kv)'
$(LT_DIR)/lt_inst_%.h: $(LT_LIB_M4) tests/lib/lt_common.m4
	@mkdir -p $(@D)
	$(LIB_M4) -DPL_DEFS_ONLY -DPL_I_GUARD=LT_INST_$*_H $(LT_ARGS_$*) $(LT_LIB_M4) > $@

$(LT_DIR)/lt_kernels.cu: tests/lib/lt_kernels.m4 tests/lib/lt_common.m4 $(LIB_DIR)/m4/prism_lib.m4
	@mkdir -p $(@D)
	$(LT_M4) -DPART=kernels $(LIB_DIR)/m4/prism_lib.m4 tests/lib/lt_common.m4 tests/lib/lt_kernels.m4 > $@
$(LT_DIR)/lt_shapes.cu: tests/lib/lt_kernels.m4 tests/lib/lt_common.m4 $(LIB_DIR)/m4/prism_lib.m4
	@mkdir -p $(@D)
	$(LT_M4) -DPART=shapes $(LIB_DIR)/m4/prism_lib.m4 tests/lib/lt_common.m4 tests/lib/lt_kernels.m4 > $@
$(LT_DIR)/lt_protos.h: tests/lib/lt_kernels.m4 tests/lib/lt_common.m4 $(LIB_DIR)/m4/prism_lib.m4
	@mkdir -p $(@D)
	$(LT_M4) -DPART=protos $(LIB_DIR)/m4/prism_lib.m4 tests/lib/lt_common.m4 tests/lib/lt_kernels.m4 > $@
$(LT_DIR)/lt_host.c: tests/lib/lt_host.m4 tests/lib/lt_common.m4 $(LIB_DIR)/m4/prism_lib.m4
	@mkdir -p $(@D)
	$(LT_M4) $(LIB_DIR)/m4/prism_lib.m4 tests/lib/lt_common.m4 tests/lib/lt_host.m4 > $@

# The sanitizer pass builds the two generated kernel files (2 MB of
# instances) at -O0: gcc at -O2 with ASan and UBSan took 104 and 79 s for
# them, the longest step of make test's build, against 13 s at -O0; the
# sanitizers check the same accesses either way, and that pass runs the
# sweep's quick sizes only.  The normal build compiles them at -O1 without
# debug information: 42 CPU-seconds against 82 at -O2 -g on CI's machine,
# for a sweep 4 seconds slower (35 s); rebuild with LT_KERNEL_OPT= to debug.
LT_KERNEL_OPT ?= $(if $(filter 1,$(SAN)),-O0,-O1 -g0)
$(LT_DIR)/emu/%.o: $(LT_DIR)/%.cu $(LT_DEPS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LT_KERNEL_OPT) $(LT_INCLUDES) -x c -c $< -o $@
$(LT_DIR)/lt_host.o: $(LT_DIR)/lt_host.c $(LT_DEPS)
	$(CC) $(CFLAGS) $(LT_INCLUDES) -c $< -o $@
$(LT_DIR)/lt_main.o: tests/lib/lt_main.c tests/lib/lt_main.h $(LT_DEPS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LT_INCLUDES) -c $< -o $@
$(BUILD)/bin/lib-sweep-emu: $(LT_DIR)/lt_main.o $(LT_DIR)/lt_host.o $(LT_DIR)/emu/lt_kernels.o $(LT_DIR)/emu/lt_shapes.o \
		$(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

# The checked build: only the barriers prism-check infers.  Under the
# emulator's dynamic checks (barrier divergence, races between conflicting
# accesses) the sweep then shows that those barriers suffice for every
# primitive.  Not rebuilt for the sanitizer pass (same code as above).
ifeq ($(SAN),0)
HOST_TARGETS += $(BUILD)/bin/lib-sweep-emu-checked
endif
$(LT_DIR)/%.checked.cu: $(LT_DIR)/%.cu $(LT_DEPS) $(PRISM_CHECK_BIN)
	$(PRISM_CHECK_BIN) $(LT_INCLUDES) -o $@ $<
$(BUILD)/bin/lib-sweep-emu-checked: $(LT_DIR)/lt_main.o $(LT_DIR)/lt_host.o $(LT_DIR)/emu/lt_kernels.checked.o \
		$(LT_DIR)/emu/lt_shapes.checked.o $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

LT_GENCODE := $(foreach a,$(CUDA_ARCHS),-gencode arch=compute_$(a:sm_%=%),code=$(a))
$(LT_DIR)/cuda/%.o: $(LT_DIR)/%.cu $(LT_DEPS)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) $(LT_INCLUDES) $(LT_GENCODE) -x cu -c $< -o $@
$(BUILD)/bin/lib-sweep-gpu: $(LT_DIR)/lt_main.o $(LT_DIR)/lt_host.o $(LT_DIR)/cuda/lt_kernels.o $(LT_DIR)/cuda/lt_shapes.o \
		$(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)
