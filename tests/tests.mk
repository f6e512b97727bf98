# Test programs that belong to no single component.
#   $(BUILD)/bin/test-launch-refuse-{emu,gpu}: launch shape refusals
#   $(BUILD)/bin/test-host-errors-{emu,gpu}: host API failures, one line each
#   $(BUILD)/bin/san-canary: the sanitizer pass sees a sanitizer report
HOST_TARGETS += $(BUILD)/bin/test-launch-refuse-emu $(BUILD)/bin/test-host-errors-emu
CUDA_TARGETS += $(BUILD)/bin/test-launch-refuse-gpu $(BUILD)/bin/test-host-errors-gpu

$(BUILD)/tests/launch/%.o: tests/launch/%.c include/prism/host.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INCLUDES) -c $< -o $@

$(BUILD)/tests/launch/emu/%.o: tests/launch/%.cu include/prism.h include/prism/*.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INCLUDES) -x c -c $< -o $@

$(BUILD)/tests/launch/cuda/%.o: tests/launch/%.cu include/prism.h include/prism/*.h $(GPU_ARCH_STAMP)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) $(GPU_GENCODE) -c $< -o $@

$(BUILD)/bin/test-launch-refuse-emu: $(BUILD)/tests/launch/refuse_main.o $(BUILD)/tests/launch/emu/refuse_kernels.o \
		$(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bin/test-launch-refuse-gpu: $(BUILD)/tests/launch/refuse_main.o $(BUILD)/tests/launch/cuda/refuse_kernels.o \
		$(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)

$(BUILD)/bin/test-host-errors-emu: $(BUILD)/tests/launch/host_errors.o $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bin/test-host-errors-gpu: $(BUILD)/tests/launch/host_errors.o $(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) $(LDLIBS)

# Emulator programs built like user kernels (gcc -x c with $(CFLAGS)):
#   $(BUILD)/emu/faults/faults      faulting kernels, one case per run
#   $(BUILD)/emu/faults/big_launch  4096 x 1024 threads on many workers
# Run by tests/suites/31-emu-faults.sh.
EMU_FAULT_BINS := $(BUILD)/emu/faults/faults $(BUILD)/emu/faults/big_launch
HOST_TARGETS += $(EMU_FAULT_BINS)

$(BUILD)/emu/faults/%.o: tests/emu/%.cu include/prism.h include/prism/*.h include/prism/emu/*.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INCLUDES) -x c -c $< -o $@

$(BUILD)/emu/faults/%: $(BUILD)/emu/faults/%.o $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

# $(BUILD)/bin/san-canary: a deliberate heap overflow, signed overflow or
# leak on the checker's error path; tests/suites/05-sanitizers.sh shows
# that the sanitizer pass reports each with its own exit status.
HOST_TARGETS += $(BUILD)/bin/san-canary
$(BUILD)/tests/tools/san_canary.o: tests/tools/san_canary.c preproc/prism_check.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Ipreproc -c $< -o $@

$(BUILD)/bin/san-canary: $(BUILD)/tests/tools/san_canary.o $(PREPROC_LIB_OBJS)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

# The Hopper tile product (tests/hopper/gemm.cu), the same program on both
# backends; the GPU build is sm_90a only (wgmma and setmaxnreg exist
# nowhere else).  Run by tests/suites/32-hopper-emu.sh, which compares the
# two outputs where a GPU is present.
HOST_TARGETS += $(BUILD)/bin/hopper-gemm-emu
SAN_FULL_TARGETS += $(BUILD)/bin/hopper-gemm-emu
CUDA_TARGETS += $(BUILD)/bin/hopper-gemm-gpu

$(BUILD)/tests/hopper/emu/%.o: tests/hopper/%.cu include/prism.h include/prism/*.h include/prism/emu/*.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INCLUDES) -x c -c $< -o $@

$(BUILD)/tests/hopper/cuda/%.o: tests/hopper/%.cu include/prism.h include/prism/*.h
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -gencode=arch=compute_90a,code=sm_90a -c $< -o $@

$(BUILD)/bin/hopper-gemm-emu: $(BUILD)/tests/hopper/emu/gemm.o $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bin/hopper-gemm-gpu: $(BUILD)/tests/hopper/cuda/gemm.o $(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)
