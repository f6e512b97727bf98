# kernels/scan/scan.mk - the single-pass decoupled look-back scan.
#
#   $(BUILD)/bin/scan-emu      kernels/scan/scan.cu as C, host emulator
#   $(BUILD)/bin/scan-gpu      scan.cu by nvcc for $(CUDA_ARCHS)
#   $(SCAN_CUDA_OBJ)           the kernels and launchers (bench/scan_bench.cu links it)
#   $(BUILD)/bin/lookback-emu  the look-back alone over prepared status words (test)
#   $(BUILD)/bin/lookback-gpu
#   $(BUILD)/bin/scan-index-emu the index arithmetic past 2^31 items, on the host (test)
#   make scan-gen              regenerate scan_kernels.h from scan_kernels.m4
#
# scan_kernels.h is generated with the library's m4 vocabulary and committed
# (building needs no m4); 51-scan checks it is current.  Included by
# kernels/kernels.mk, or by bench/bench.mk when kernels.mk did not.
ifndef SCAN_MK
SCAN_MK := 1

SCAN_HDRS := kernels/scan/scan.h kernels/scan/scan_status.h kernels/scan/scan_kernels.h include/prism.h \
	$(wildcard include/prism/*.h include/prism/emu/*.h lib-cub-like/*.h lib-cub-like/*/*.h)
SCAN_INCLUDES := $(INCLUDES) -Ikernels -Ikernels/scan -Ilib-cub-like
SCAN_EMU_OBJ := $(BUILD)/scan/emu/scan.o
SCAN_CUDA_OBJ := $(BUILD)/scan/cuda/scan.o
PRISM_EMU_LIB ?= $(BUILD)/lib/libprism_emu.a
PRISM_HOST_LIB ?= $(BUILD)/lib/libprism_host.a
PRISM_CUDA_LIB ?= $(BUILD)/lib/libprism_cuda.a
CUDA_LIBS ?= -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lcudart
PRISM_CHECK ?= $(BUILD)/bin/prism-check
SCAN_HAVE_CHECKER := $(if $(wildcard preproc/preproc.mk),1,0)
SCAN_HAVE_EMU := $(if $(wildcard runtime/emu/emu.mk),1,0)

HOST_TARGETS += $(SCAN_EMU_OBJ) $(if $(filter 1,$(SCAN_HAVE_EMU)),$(BUILD)/bin/scan-emu $(BUILD)/bin/lookback-emu \
	$(BUILD)/bin/scan-index-emu)
SAN_FULL_TARGETS += $(SCAN_EMU_OBJ) $(BUILD)/bin/scan-emu $(BUILD)/bin/lookback-emu $(BUILD)/bin/scan-index-emu
CUDA_TARGETS += $(SCAN_CUDA_OBJ) $(BUILD)/bin/scan-gpu $(BUILD)/bin/lookback-gpu
RUN_PROGRAMS += scan:n=100000

.PHONY: scan-gen
scan-gen:
	m4 -P lib-cub-like/m4/prism_lib.m4 kernels/scan/scan_kernels.m4 > kernels/scan/scan_kernels.h.tmp
	mv kernels/scan/scan_kernels.h.tmp kernels/scan/scan_kernels.h

# Checked before built, as kernels/sgemm/sgemm.mk does.
$(BUILD)/check/scan/%.ok: kernels/scan/%.cu $(if $(filter 1,$(SCAN_HAVE_CHECKER)),$(PRISM_CHECK)) $(SCAN_HDRS)
	@mkdir -p $(@D)
	$(if $(filter 1,$(SCAN_HAVE_CHECKER)),$(PRISM_CHECK) -Iinclude -Ikernels -Ikernels/scan -Ilib-cub-like $<,@echo "prism-check not built: $< unchecked")
	@touch $@

$(BUILD)/scan/emu/%.o: kernels/scan/%.cu $(BUILD)/check/scan/%.ok $(SCAN_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SCAN_INCLUDES) -x c -c $< -o $@

$(BUILD)/scan/main_%.o: kernels/scan/main_%.c kernels/scan/scan.h kernels/scan/scan_status.h kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SCAN_INCLUDES) -c $< -o $@

$(BUILD)/scan/driver.o: kernels/driver.c kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SCAN_INCLUDES) -c $< -o $@

$(BUILD)/bin/scan-emu: $(BUILD)/scan/main_scan.o $(BUILD)/scan/driver.o $(SCAN_EMU_OBJ) $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

# nvcc compiles the checked source when the checker is part of the build
# (see kernels/sgemm/sgemm.mk): the scan's inferred barriers are 2 per tile
# in its own body where the conservative build has 4.
SCAN_CUDA_SRC := $(if $(wildcard preproc/sync.mk),$(BUILD)/checked/scan/%.cu,kernels/scan/%.cu)
$(BUILD)/scan/cuda/%.o: $(SCAN_CUDA_SRC) $(BUILD)/check/scan/%.ok $(SCAN_HDRS) $(GPU_ARCH_STAMP)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ikernels -Ikernels/scan -Ilib-cub-like $(GPU_GENCODE) -c $< -o $@

$(BUILD)/bin/scan-gpu: $(BUILD)/scan/main_scan.o $(BUILD)/scan/driver.o $(SCAN_CUDA_OBJ) $(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)

$(BUILD)/bin/scan-index-emu: $(BUILD)/scan/main_index.o $(BUILD)/scan/driver.o $(SCAN_EMU_OBJ) $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bin/lookback-emu: $(BUILD)/scan/main_lookback.o $(BUILD)/scan/driver.o $(BUILD)/scan/emu/lookback_probe.o \
		$(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bin/lookback-gpu: $(BUILD)/scan/main_lookback.o $(BUILD)/scan/driver.o $(BUILD)/scan/cuda/lookback_probe.o \
		$(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)

endif
