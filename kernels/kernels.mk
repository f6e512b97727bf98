# The bundled kernels.  Each kernels/K.cu has a C driver kernels/main_K.c;
# both backends share the driver:
#   $(BUILD)/bin/K-emu               the checked build, host emulator    (HOST_TARGETS)
#   $(BUILD)/bin/K-gpu               the checked build, nvcc for $(CUDA_ARCHS) (CUDA_TARGETS)
#   $(BUILD)/bin/K-emu-conservative  K.cu compiled as is: the scopes' own
#                                    conservative barriers       (HOST_TARGETS)
# The checked build compiles prism-check's output ($(BUILD)/checked/K.cu,
# preproc/sync.mk): the inferred barriers only.  Nothing is built from a
# source prism-check rejects.
KERNELS := mma_regs mma_global mma_naive sgemm_naive
# Programs `make run` runs, in order, as NAME or NAME:ARGS (other fragments append).
RUN_PROGRAMS += mma_regs mma_global mma_naive sgemm_naive

PRISM_EMU_LIB ?= $(BUILD)/lib/libprism_emu.a
KERNEL_INCLUDES := $(INCLUDES) -Ikernels -Ilib-cub-like
KERNEL_DEPS = kernels/*.h include/prism.h include/prism/*.h include/prism/emu/*.h

HOST_TARGETS += $(KERNELS:%=$(BUILD)/bin/%-emu) $(KERNELS:%=$(BUILD)/bin/%-emu-conservative)
CUDA_TARGETS += $(KERNELS:%=$(BUILD)/bin/%-gpu)

# prism-check stamp: the build of a kernel depends on its check passing.
PRISM_CHECK ?= $(BUILD)/bin/prism-check
HAVE_CHECKER := $(if $(wildcard preproc/preproc.mk),1,0)
$(BUILD)/check/%.ok: kernels/%.cu $(if $(filter 1,$(HAVE_CHECKER)),$(PRISM_CHECK)) $(KERNEL_DEPS)
	@mkdir -p $(@D)
	$(if $(filter 1,$(HAVE_CHECKER)),$(PRISM_CHECK) -Iinclude -Ikernels -Ilib-cub-like $<,@echo "prism-check not built: $< unchecked")
	@touch $@

$(BUILD)/kernels/%.o: kernels/%.c kernels/*.h include/prism/host.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(KERNEL_INCLUDES) -c $< -o $@

# The checked source when the checker is part of the tree, else the source as is.
KERNEL_SRC := $(if $(filter 1,$(HAVE_CHECKER)),$(CHECKED_KERNEL_SRC),kernels/%.cu)

$(BUILD)/kernels/emu/%.o: $(KERNEL_SRC) $(BUILD)/check/%.ok $(KERNEL_DEPS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(KERNEL_INCLUDES) -x c -c $< -o $@

$(BUILD)/kernels/conservative/%.o: kernels/%.cu $(BUILD)/check/%.ok $(KERNEL_DEPS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(KERNEL_INCLUDES) -x c -c $< -o $@

$(BUILD)/bin/%-emu: $(BUILD)/kernels/main_%.o $(BUILD)/kernels/driver.o $(BUILD)/kernels/emu/%.o \
		$(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bin/%-emu-conservative: $(BUILD)/kernels/main_%.o $(BUILD)/kernels/driver.o \
		$(BUILD)/kernels/conservative/%.o $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/kernels/cuda/%.o: $(KERNEL_SRC) $(BUILD)/check/%.ok $(KERNEL_DEPS) $(GPU_ARCH_STAMP)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ikernels -Ilib-cub-like $(GPU_GENCODE) -c $< -o $@

$(BUILD)/bin/%-gpu: $(BUILD)/kernels/main_%.o $(BUILD)/kernels/driver.o $(BUILD)/kernels/cuda/%.o $(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)

.SECONDARY:

# The main job: every bundled kernel on the GPU when nvidia-smi sees one,
# on the host emulator otherwise.  Builds only the programs it runs, in
# parallel, one line per step (tools/run.sh); one line per kernel run.
RUN_BACKEND := $(if $(filter 1,$(HAVE_GPU)),gpu,emu)
run:
	@PRISM_DEPS=light $(MAKE) --no-print-directory deps-check
	@PRISM_DEPS=light BUILD=$(BUILD) MAKE="$(MAKE)" JOBS=$(NPROC) bash tools/run.sh $(RUN_BACKEND) $(RUN_PROGRAMS)

# The Hopper pipeline tile (issue 14): its own fragment, sm_90a only on CUDA.
-include kernels/hopper_tile/tile.mk
