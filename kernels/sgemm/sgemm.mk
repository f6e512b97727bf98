# kernels/sgemm/sgemm.mk - the six sgemm variants (kernels/sgemm/*.cu),
# their shared driver, and the plain-CUDA twins used by the abstraction-cost
# test and the benchmarks.
#
#   $(BUILD)/bin/sgemm-emu     all six variants compiled as C, host emulator
#   $(BUILD)/bin/sgemm-gpu     all six compiled by nvcc for $(CUDA_ARCHS)
#   $(SGEMM_CUDA_OBJS)         one object per variant (linked by bench/sgemm_bench.cu)
#   $(BUILD)/bin/sgemm-tune-emu, -gpu, $(SGEMM_TUNE_CUDA_OBJS)
#                              variant 6's tuning variants (kernels/sgemm/tune/)
#
# Included by kernels/kernels.mk; bench/bench.mk includes it too when
# kernels.mk did not (the guard below makes the second include a no-op).
ifndef SGEMM_MK
SGEMM_MK := 1

SGEMM_SRCS := $(sort $(wildcard kernels/sgemm/sgemm[0-9]_*.cu))
SGEMM_NAMES := $(SGEMM_SRCS:kernels/sgemm/%.cu=%)
SGEMM_HDRS := kernels/sgemm/sgemm.h include/prism.h $(wildcard include/prism/*.h include/prism/emu/*.h)
SGEMM_EMU_OBJS := $(SGEMM_NAMES:%=$(BUILD)/sgemm/emu/%.o)
SGEMM_CUDA_OBJS := $(SGEMM_NAMES:%=$(BUILD)/sgemm/cuda/%.o)
SGEMM_INCLUDES := $(INCLUDES) -Ikernels -Ikernels/sgemm
PRISM_EMU_LIB ?= $(BUILD)/lib/libprism_emu.a
PRISM_HOST_LIB ?= $(BUILD)/lib/libprism_host.a
PRISM_CUDA_LIB ?= $(BUILD)/lib/libprism_cuda.a
CUDA_LIBS ?= -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lcudart

# Like kernels/kernels.mk: an object is built only after prism-check
# accepts its source (once the checker exists).  In the sanitizer build the
# checker runs with the Makefile's sanitizer options, leak detection on.
PRISM_CHECK ?= $(BUILD)/bin/prism-check
SGEMM_HAVE_CHECKER := $(if $(wildcard preproc/preproc.mk),1,0)
$(BUILD)/check/sgemm/%.ok: kernels/sgemm/%.cu $(if $(filter 1,$(SGEMM_HAVE_CHECKER)),$(PRISM_CHECK)) $(SGEMM_HDRS)
	@mkdir -p $(@D)
	$(if $(filter 1,$(SGEMM_HAVE_CHECKER)),$(PRISM_CHECK) -Iinclude -Ikernels -Ikernels/sgemm $<,@echo "prism-check not built: $< unchecked")
	@touch $@

# Until the emulator library exists the kernels are only compiled as C.
SGEMM_HAVE_EMU := $(if $(wildcard runtime/emu/emu.mk),1,0)
HOST_TARGETS += $(SGEMM_EMU_OBJS) $(if $(filter 1,$(SGEMM_HAVE_EMU)),$(BUILD)/bin/sgemm-emu)
SAN_FULL_TARGETS += $(SGEMM_EMU_OBJS) $(BUILD)/bin/sgemm-emu
CUDA_TARGETS += $(SGEMM_CUDA_OBJS) $(BUILD)/bin/sgemm-gpu
RUN_PROGRAMS += sgemm:M=150,N=132,K=40

# The emulator build: the kernels as C17.  -fno-strict-aliasing because the
# vector variants move float4s through float arrays, as CUDA code does.
$(BUILD)/sgemm/emu/%.o: kernels/sgemm/%.cu $(BUILD)/check/sgemm/%.ok $(SGEMM_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -fno-strict-aliasing $(SGEMM_INCLUDES) -x c -c $< -o $@

$(BUILD)/sgemm/main_sgemm.o: kernels/sgemm/main_sgemm.c kernels/sgemm/sgemm.h kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SGEMM_INCLUDES) -c $< -o $@

$(BUILD)/sgemm/driver.o: kernels/driver.c kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SGEMM_INCLUDES) -c $< -o $@

$(BUILD)/bin/sgemm-emu: $(BUILD)/sgemm/main_sgemm.o $(BUILD)/sgemm/driver.o $(SGEMM_EMU_OBJS) \
		$(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

# nvcc compiles the checked source (inferred barriers, preproc/sync.mk) when
# the checker is part of the build, the source itself (conservative scope
# barriers) otherwise.  The emulator build above keeps the source: its
# conservative barriers give the dynamic checks more to see, and
# preproc/sync.mk builds the checked kernels for the emulator too.
SGEMM_CUDA_SRC := $(if $(wildcard preproc/sync.mk),$(BUILD)/checked/sgemm/%.cu,kernels/sgemm/%.cu)
$(BUILD)/sgemm/cuda/%.o: $(SGEMM_CUDA_SRC) $(BUILD)/check/sgemm/%.ok $(SGEMM_HDRS) $(GPU_ARCH_STAMP)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ikernels -Ikernels/sgemm $(GPU_GENCODE) -c $< -o $@

$(BUILD)/bin/sgemm-gpu: $(BUILD)/sgemm/main_sgemm.o $(BUILD)/sgemm/driver.o $(SGEMM_CUDA_OBJS) $(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)

# Variant 6's tuning variants (kernels/sgemm/tune/NAME.cu include
# ../sgemm6_pipeline.cu under other tiling macros; sgemm_tune.h lists them):
# checked and built like the variants, driven by main_sgemm.c built with
# -DSGEMM_TUNE, benchmarked by bench/sgemm_bench.cu.
SGEMM_TUNE_NAMES := $(patsubst kernels/sgemm/%.cu,%,$(sort $(wildcard kernels/sgemm/tune/*.cu)))
SGEMM_TUNE_EMU_OBJS := $(SGEMM_TUNE_NAMES:%=$(BUILD)/sgemm/emu/%.o)
SGEMM_TUNE_CUDA_OBJS := $(SGEMM_TUNE_NAMES:%=$(BUILD)/sgemm/cuda/%.o)
$(SGEMM_TUNE_NAMES:%=$(BUILD)/check/sgemm/%.ok) $(SGEMM_TUNE_NAMES:%=$(BUILD)/checked/sgemm/%.cu) \
	$(SGEMM_TUNE_EMU_OBJS) $(SGEMM_TUNE_CUDA_OBJS): kernels/sgemm/sgemm6_pipeline.cu
# They are for the H100: built for the sm_90 targets of CUDA_ARCHS only (all
# of them when it has none), with ptxas's figures kept beside each object
# (NAME.ptxas) for 50-sgemm, so that the test compiles nothing again.
SGEMM_TUNE_ARCHS := $(or $(filter sm_90%,$(CUDA_ARCHS)),$(CUDA_ARCHS))
$(SGEMM_TUNE_CUDA_OBJS): $(BUILD)/sgemm/cuda/%.o: $(SGEMM_CUDA_SRC) $(BUILD)/check/sgemm/%.ok $(SGEMM_HDRS)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ikernels -Ikernels/sgemm \
		$(foreach a,$(SGEMM_TUNE_ARCHS),-gencode arch=compute_$(a:sm_%=%),code=$(a)) \
		-Xptxas -v -c $< -o $@ 2>$(@:.o=.ptxas) || { cat $(@:.o=.ptxas); rm -f $@; exit 1; }
HOST_TARGETS += $(if $(filter 1,$(SGEMM_HAVE_EMU)),$(BUILD)/bin/sgemm-tune-emu)
SAN_FULL_TARGETS += $(BUILD)/bin/sgemm-tune-emu
CUDA_TARGETS += $(BUILD)/bin/sgemm-tune-gpu

$(BUILD)/sgemm/main_sgemm_tune.o: kernels/sgemm/main_sgemm.c kernels/sgemm/sgemm.h kernels/sgemm/sgemm_tune.h \
		kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SGEMM_INCLUDES) -DSGEMM_TUNE -c $< -o $@

$(BUILD)/bin/sgemm-tune-emu: $(BUILD)/sgemm/main_sgemm_tune.o $(BUILD)/sgemm/driver.o $(SGEMM_TUNE_EMU_OBJS) \
		$(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bin/sgemm-tune-gpu: $(BUILD)/sgemm/main_sgemm_tune.o $(BUILD)/sgemm/driver.o $(SGEMM_TUNE_CUDA_OBJS) \
		$(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)

endif
