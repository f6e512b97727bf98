# kernels/hgemm/hgemm.mk - the Hopper bf16 GEMM (issue 15) and its plain-CUDA
# twin.  wgmma and setmaxnreg exist only on sm_90a, so every CUDA object
# here is built for that one target whatever $(CUDA_ARCHS) says.
#
#   $(HGEMM_TWIN_OBJ)      the twin (kernels/hgemm/twin.cu) and its launcher
#   $(BUILD)/bench/hgemm_bench   (bench/bench.mk's pattern rule) against cuBLAS
#
# Included by bench/bench.mk (the guard makes a second include harmless).
ifndef HGEMM_MK
HGEMM_MK := 1

HGEMM_GENCODE := -gencode=arch=compute_90a,code=sm_90a
HGEMM_TWIN_OBJ := $(BUILD)/hgemm/cuda/twin.o
PRISM_CUDA_LIB ?= $(BUILD)/lib/libprism_cuda.a

CUDA_TARGETS += $(HGEMM_TWIN_OBJ)

# The benchmark (bench/hgemm_bench.cu, bench.mk's pattern rule): cuBLAS and
# the twin; `make bench` runs it where nvidia-smi sees a GPU.
BENCH_GPU_BINS += $(BUILD)/bench/hgemm_bench
CUDA_TARGETS += $(BUILD)/bench/hgemm_bench
$(BUILD)/bench/hgemm_bench: $(HGEMM_TWIN_OBJ) kernels/hgemm/hgemm.h
$(BUILD)/bench/hgemm_bench: BENCH_CFLAGS = -Ikernels/hgemm
$(BUILD)/bench/hgemm_bench: BENCH_LDLIBS = -lcublas

$(HGEMM_TWIN_OBJ): kernels/hgemm/twin.cu kernels/hgemm/hgemm.h
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ikernels/hgemm $(HGEMM_GENCODE) -c $< -o $@

endif
