# bench/bench.mk - Google Benchmark through our C wrapper, and `make bench`.
#
# The wrapper: $(GBENCH_OBJ) (bench/gbench.cc, C++17) with the C header
# bench/gbench.h; on nvcc machines also $(GBENCH_CUDA_OBJ) (bench/gbench_cuda.cu,
# CUDA-event timing, header bench/gbench_cuda.h).
#
# Adding a benchmark (from any fragment, included before or after this one):
#
#   CPU (C17, runs on every machine):
#       BENCH_CPU_BINS += $(BUILD)/bench/emu_bench     # built from bench/emu_bench.c
#       HOST_TARGETS   += $(BUILD)/bench/emu_bench
#       $(BUILD)/bench/emu_bench: $(BUILD)/lib/libprism_emu.a   # extra objects/archives to link
#   GPU (CUDA C, built where nvcc exists, run where nvidia-smi sees a GPU):
#       BENCH_GPU_BINS += $(BUILD)/bench/lib_bench     # built from bench/lib_bench.cu
#       CUDA_TARGETS   += $(BUILD)/bench/lib_bench
#       $(BUILD)/bench/lib_bench: BENCH_LDLIBS = -lcublas  # extra link flags (target variable)
#       $(BUILD)/bench/lib_bench: BENCH_CFLAGS = -Ilib-cub-like  # extra compile flags (target variable)
#
# The pattern rules below build $(BUILD)/bench/NAME from bench/NAME.c (gcc,
# $(CFLAGS), linked with g++ against -lbenchmark) or bench/NAME.cu (nvcc with
# $(CUDA_ARCHS)); every .o/.a prerequisite you add is linked in.  Use only
# `+=` on BENCH_CPU_BINS / BENCH_GPU_BINS: fragments are included in any order.
#
# `make bench` runs each CPU binary, and each GPU binary when a GPU is
# present, as
#     BIN --benchmark_out=bench/results/<machine>/NAME.json --benchmark_out_format=json $(BENCH_FLAGS)
# where <machine> is cpu-<model> for CPU binaries and gpu-<name> for GPU ones,
# then draws bench/results/**/*.png with bench/plot.sh.  Plotting convention:
# benchmark names are FIGURE/IMPL/ARGS (e.g. sgemm/prism_v5/4096) and the
# plotted rate is the first of the counters FLOP/s, bytes_per_second,
# items_per_second the run reports; see bench/plot.sh.

GBENCH_OBJ := $(BUILD)/bench/gbench.o
GBENCH_CUDA_OBJ := $(BUILD)/bench/gbench_cuda.o
GBENCH_LDLIBS := -lbenchmark -lpthread
BENCH_CPU_BINS += $(BUILD)/bench/gbench_smoke
BENCH_RESULTS ?= bench/results
BENCH_FLAGS ?=
# Directory names for results: the CPU model or GPU name, made path-safe.
bench_slug = $(shell printf '%s' "$(1)" | tr -cs 'A-Za-z0-9._-' '_' | sed 's/_*$$//')
BENCH_CPU_NAME ?= cpu-$(call bench_slug,$(shell sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1))
BENCH_GPU_NAME ?= gpu-$(call bench_slug,$(shell nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1))

HOST_TARGETS += $(GBENCH_OBJ) $(BUILD)/bench/gbench_smoke
CUDA_TARGETS += $(GBENCH_CUDA_OBJ)

$(GBENCH_OBJ): bench/gbench.cc bench/gbench.h
	@mkdir -p $(@D)
	$(CXX) $(CXXFLAGS) $(GBENCH_CXXFLAGS) -c $< -o $@

$(GBENCH_CUDA_OBJ): bench/gbench_cuda.cu bench/gbench_cuda.h bench/gbench.h
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -c $< -o $@

# CPU benchmark: C17 source, linked by g++ because libbenchmark is C++.
$(BUILD)/bench/%.o: bench/%.c bench/gbench.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INCLUDES) -Ibench $(BENCH_CFLAGS) -c $< -o $@

$(BUILD)/bench/%: $(BUILD)/bench/%.o $(GBENCH_OBJ)
	$(CXX) $(LDFLAGS) $(GBENCH_LDFLAGS) $(filter %.o %.a,$^) -o $@ $(BENCH_LDLIBS) $(GBENCH_LDLIBS) $(LDLIBS)

# GPU benchmark: CUDA source, one binary carrying every arch in $(GPU_ARCHS)
# (the Makefile says when that is not all of CUDA_ARCHS).
$(BUILD)/bench/%: bench/%.cu $(GBENCH_OBJ) $(GBENCH_CUDA_OBJ) bench/gbench.h bench/gbench_cuda.h $(GPU_ARCH_STAMP)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ibench $(BENCH_CFLAGS) $(GPU_GENCODE) $< $(filter %.o %.a,$^) -o $@ $(GBENCH_NVLDFLAGS) $(BENCH_LDLIBS) $(GBENCH_LDLIBS)

# Run what this machine can run, then plot, in one recipe so that make -j
# cannot plot before the runs end.  A failing benchmark fails the target,
# but the others still run, their JSON is kept and the plots are drawn.
.PHONY: bench bench-cpu bench-gpu bench-plot
BENCH_RUN_CPU = bash bench/run.sh "$(BENCH_RESULTS)/$(BENCH_CPU_NAME)" "$(BENCH_FLAGS)" $(BENCH_CPU_BINS)
BENCH_RUN_GPU = bash bench/run.sh "$(BENCH_RESULTS)/$(BENCH_GPU_NAME)" "$(BENCH_FLAGS)" $(BENCH_GPU_BINS)
bench: deps-check $(BENCH_CPU_BINS) $(if $(filter 1,$(HAVE_GPU)),$(BENCH_GPU_BINS))
	@rc=0; $(BENCH_RUN_CPU) || rc=1; \
	$(if $(filter 1,$(HAVE_GPU)),$(BENCH_RUN_GPU) || rc=1;,echo "bench: no GPU seen by nvidia-smi: GPU benchmarks not run";) \
	bash bench/plot.sh "$(BENCH_RESULTS)" || rc=1; exit $$rc

bench-cpu: deps-check $(BENCH_CPU_BINS)
	@$(BENCH_RUN_CPU)

bench-gpu: deps-check $(BENCH_GPU_BINS)
	@$(BENCH_RUN_GPU)

bench-plot:
	@bash bench/plot.sh "$(BENCH_RESULTS)"

$(BUILD)/bench/gbench_smoke: $(BUILD)/bench/gbench_smoke.o $(GBENCH_OBJ)

# The kernels the GPU benchmarks link; kernels/kernels.mk normally includes
# these fragments, the guards inside make a second include harmless.
-include kernels/sgemm/sgemm.mk
-include kernels/scan/scan.mk
-include kernels/hgemm/hgemm.mk

# ---- the GPU benchmarks of the paper's kernels ----------------------------
# The plain-CUDA twins of the sgemm variants (abstraction cost, timing).
TWIN_OBJS := $(patsubst bench/twins/%.cu,$(BUILD)/bench/twins/%.o,$(sort $(wildcard bench/twins/sgemm*_twin.cu)))
$(BUILD)/bench/twins/%.o: bench/twins/%.cu $(GPU_ARCH_STAMP)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) $(GPU_GENCODE) -c $< -o $@

BENCH_GPU_BINS += $(BUILD)/bench/sgemm_bench $(BUILD)/bench/scan_bench
CUDA_TARGETS += $(BUILD)/bench/sgemm_bench $(BUILD)/bench/scan_bench
$(BUILD)/bench/sgemm_bench: $(SGEMM_CUDA_OBJS) $(SGEMM_TUNE_CUDA_OBJS) $(TWIN_OBJS) $(PRISM_CUDA_LIB) kernels/sgemm/sgemm.h \
	kernels/sgemm/sgemm_tune.h bench/twins/twins.h
$(BUILD)/bench/sgemm_bench: BENCH_CFLAGS = -Ikernels/sgemm
$(BUILD)/bench/sgemm_bench: BENCH_LDLIBS = -lcublas
$(BUILD)/bench/scan_bench: $(SCAN_CUDA_OBJ) $(PRISM_CUDA_LIB) kernels/scan/scan.h
$(BUILD)/bench/scan_bench: BENCH_CFLAGS = -Ikernels/scan

# The same kernels on the CPU, under the emulator (every machine).
ifeq ($(SGEMM_HAVE_EMU),1)
BENCH_CPU_BINS += $(BUILD)/bench/kernels_emu_bench
HOST_TARGETS += $(BUILD)/bench/kernels_emu_bench
SAN_FULL_TARGETS += $(BUILD)/bench/kernels_emu_bench
$(BUILD)/bench/kernels_emu_bench: $(SGEMM_EMU_OBJS) $(BUILD)/scan/emu/scan.o $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
$(BUILD)/bench/kernels_emu_bench: BENCH_CFLAGS = -Ikernels/sgemm -Ikernels/scan
endif
