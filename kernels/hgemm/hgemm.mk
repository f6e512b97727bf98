# kernels/hgemm/hgemm.mk - the Hopper bf16 GEMM (issue 15), its plain-CUDA
# twin and its benchmark.  wgmma and setmaxnreg exist only on sm_90a, so
# every CUDA object here is built for that one target whatever
# $(CUDA_ARCHS) says.
#
#   $(BUILD)/bin/hgemm-emu               the checked source (inferred barriers), host emulator
#   $(BUILD)/bin/hgemm-emu-conservative  the source as is (the scopes' own barriers), host emulator
#   $(BUILD)/bin/hgemm-gpu               the checked source and the twin, nvcc for sm_90a
#   $(HGEMM_TWIN_OBJ)                    the twin (bench/twins/hgemm_twin.cu, beside the sgemm
#                                        twins: plain CUDA that prism-check need not accept)
#   $(BUILD)/bench/hgemm_bench           Prism, twin and cuBLAS (bench/bench.mk's pattern rule)
#
# Included by bench/bench.mk (the guard makes a second include harmless).
ifndef HGEMM_MK
HGEMM_MK := 1

HGEMM_GENCODE := -gencode=arch=compute_90a,code=sm_90a
HGEMM_KERNELS := hgemm hgemm_bf16
HGEMM_TWIN_OBJ := $(BUILD)/hgemm/cuda/hgemm_twin.o $(BUILD)/hgemm/cuda/hgemm_bf16_twin.o
HGEMM_CUDA_OBJ := $(HGEMM_KERNELS:%=$(BUILD)/hgemm/cuda/%.o)
HGEMM_EMU_OBJ := $(HGEMM_KERNELS:%=$(BUILD)/hgemm/emu/%.o)
HGEMM_CONS_OBJ := $(HGEMM_KERNELS:%=$(BUILD)/hgemm/conservative/%.o)
# hgemm_bf16.cu is hgemm.cu with C in bf16: it includes it.
HGEMM_HDRS := kernels/hgemm/hgemm.h kernels/hgemm/hgemm.cu include/prism.h \
	$(wildcard include/prism/*.h include/prism/emu/*.h)
HGEMM_INCLUDES := $(INCLUDES) -Ikernels -Ikernels/hgemm
PRISM_EMU_LIB ?= $(BUILD)/lib/libprism_emu.a
PRISM_HOST_LIB ?= $(BUILD)/lib/libprism_host.a
PRISM_CUDA_LIB ?= $(BUILD)/lib/libprism_cuda.a
PRISM_CHECK ?= $(BUILD)/bin/prism-check
CUDA_LIBS ?= -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lcudart

HOST_TARGETS += $(BUILD)/bin/hgemm-emu $(BUILD)/bin/hgemm-emu-conservative
SAN_FULL_TARGETS += $(BUILD)/bin/hgemm-emu $(BUILD)/bin/hgemm-emu-conservative
CUDA_TARGETS += $(HGEMM_TWIN_OBJ) $(HGEMM_CUDA_OBJ) $(BUILD)/bin/hgemm-gpu
RUN_PROGRAMS += hgemm:M=200,N=300,K=136

# Nothing is built from a source prism-check rejects.
$(BUILD)/check/hgemm/%.ok: kernels/hgemm/%.cu $(PRISM_CHECK) $(HGEMM_HDRS)
	@mkdir -p $(@D)
	$(PRISM_CHECK) -Iinclude -Ikernels -Ikernels/hgemm $<
	@touch $@

# hgemm_bf16.cu includes hgemm.cu: its checked source follows both.
$(BUILD)/checked/hgemm/hgemm_bf16.cu: kernels/hgemm/hgemm.cu

# The emulator builds: the checked source (preproc/sync.mk's
# $(BUILD)/checked/hgemm/hgemm.cu, what nvcc compiles too) and the source.
$(BUILD)/hgemm/emu/%.o: $(BUILD)/checked/hgemm/%.cu $(BUILD)/check/hgemm/%.ok $(HGEMM_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -fno-strict-aliasing $(HGEMM_INCLUDES) -x c -c $< -o $@

$(BUILD)/hgemm/conservative/%.o: kernels/hgemm/%.cu $(BUILD)/check/hgemm/%.ok $(HGEMM_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -fno-strict-aliasing $(HGEMM_INCLUDES) -x c -c $< -o $@

$(BUILD)/hgemm/main_hgemm.o: kernels/hgemm/main_hgemm.c kernels/hgemm/hgemm.h kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(HGEMM_INCLUDES) -c $< -o $@

# The GPU driver runs the twin too.
$(BUILD)/hgemm/main_hgemm_gpu.o: kernels/hgemm/main_hgemm.c kernels/hgemm/hgemm.h kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(HGEMM_INCLUDES) -DHGEMM_WITH_TWIN -c $< -o $@

$(BUILD)/hgemm/driver.o: kernels/driver.c kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(HGEMM_INCLUDES) -c $< -o $@

$(BUILD)/bin/hgemm-emu: $(BUILD)/hgemm/main_hgemm.o $(BUILD)/hgemm/driver.o $(HGEMM_EMU_OBJ) \
		$(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bin/hgemm-emu-conservative: $(BUILD)/hgemm/main_hgemm.o $(BUILD)/hgemm/driver.o \
		$(HGEMM_CONS_OBJ) $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/hgemm/cuda/%.o: $(BUILD)/checked/hgemm/%.cu $(BUILD)/check/hgemm/%.ok $(HGEMM_HDRS)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ikernels -Ikernels/hgemm $(HGEMM_GENCODE) -c $< -o $@

$(HGEMM_TWIN_OBJ): $(BUILD)/hgemm/cuda/%.o: bench/twins/%.cu bench/twins/hgemm_twin.cu kernels/hgemm/hgemm.h
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ikernels/hgemm $(HGEMM_GENCODE) -c $< -o $@

$(BUILD)/bin/hgemm-gpu: $(BUILD)/hgemm/main_hgemm_gpu.o $(BUILD)/hgemm/driver.o $(HGEMM_CUDA_OBJ) $(HGEMM_TWIN_OBJ) \
		$(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)

# The benchmark: `make bench`, `make bench-gpu` and `make gpu-report` run it
# where nvidia-smi sees a GPU.
BENCH_GPU_BINS += $(BUILD)/bench/hgemm_bench
CUDA_TARGETS += $(BUILD)/bench/hgemm_bench
$(BUILD)/bench/hgemm_bench: $(HGEMM_CUDA_OBJ) $(HGEMM_TWIN_OBJ) $(PRISM_CUDA_LIB) kernels/hgemm/hgemm.h
$(BUILD)/bench/hgemm_bench: BENCH_CFLAGS = -Ikernels/hgemm -DHGEMM_BENCH_PRISM
$(BUILD)/bench/hgemm_bench: BENCH_LDLIBS = -lcublas

endif
