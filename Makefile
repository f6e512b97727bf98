# Prism: typed perspectives for CUDA.
#
#   make          build everything this machine can build
#   make run      check, build and run the bundled kernels (GPU if present,
#                 host emulator otherwise), one line per kernel
#   make test     every test, then again under ASan+UBSan; ends with
#                 "tests: N passed, N failed"
#   make check    prism-check over kernels/ and lib-cub-like/
#   make bench    benchmarks this machine can run, JSON under bench/results/
#   make fuzz     libFuzzer over the checker (FUZZ_SECONDS=N)
#
# Each component adds its rules in its own fragment (*.mk) below; a
# fragment appends to ALL_TARGETS and registers test suites as scripts in
# tests/suites/.

.DEFAULT_GOAL := all
SHELL := /bin/bash

BUILD ?= build
SAN ?= 0
# Where nvcc is looked for, in order: $NVCC, PATH, /usr/local/cuda/bin.
NVCC ?= $(shell command -v nvcc 2>/dev/null || { test -x /usr/local/cuda/bin/nvcc && echo /usr/local/cuda/bin/nvcc; })
CUDA_HOME ?= $(if $(NVCC),$(patsubst %/bin/nvcc,%,$(NVCC)),/usr/local/cuda)
HAVE_NVCC := $(if $(NVCC),1,0)
HAVE_GPU := $(shell nvidia-smi -L >/dev/null 2>&1 && echo 1 || echo 0)
CUDA_ARCHS ?= sm_80 sm_90a
# The archs the GPU objects and binaries are built for: CUDA_ARCHS (which
# is also prism-check's default list), unless make test on a machine with
# no GPU asks for the last of them only: it builds them there to prove they
# compile, nothing runs them, and its suites compile sm_80 themselves where
# they test it.  Every nvcc rule that uses them depends on GPU_ARCH_STAMP,
# which changes with the list, so a change rebuilds them.
GPU_ARCHS ?= $(CUDA_ARCHS)
GPU_ARCH_STAMP := $(BUILD)/gpu-archs.stamp
GPU_GENCODE := $(foreach a,$(GPU_ARCHS),-gencode arch=compute_$(a:sm_%=%),code=$(a))

CC := gcc
CXX := g++
WARN := -Wall -Wextra -Werror
# Every frame larger than a page probes its pages, so no frame of kernel
# code built for the emulator can jump a fiber stack's guard
# (docs/EMULATOR.md); it costs nothing in frames below a page.
# -Wno-psabi: a tensor map (128-byte aligned, as CUDA's CUtensorMap) passed
# by value makes gcc note that GCC 4.6 changed how such arguments are
# passed, which no object linked here predates.
# -std=gnu17, not c17: gcc's ISO modes replace trigraphs, which prism-check
# and nvcc leave alone (SPEC 13.1), so an ISO build compiles another program
# than the one checked.  -Wno-unknown-pragmas: CUDA's pragmas (#pragma
# unroll, nv_diag_suppress) mean nothing to gcc and must not fail a -Wall
# -Werror emulator build; an explicit -Wno- outlasts a later -Wall.
EMU_KERNEL_FLAGS := -std=gnu17 -fstack-clash-protection -Wno-psabi -Wno-unknown-pragmas
CFLAGS := $(WARN) -O2 -g -D_GNU_SOURCE $(EMU_KERNEL_FLAGS)
CXXFLAGS := -std=c++17 $(WARN) -O2 -g
# The installed libraries' objects are position-independent, so a shared
# library (a plugin, a Python extension) can link them; an executable's
# link relaxes their TLS and calls to the direct forms, and
# -fno-semantic-interposition keeps gcc inlining within each file as it
# does without -fPIC.
LIB_PIC := -fPIC -fno-semantic-interposition
LDLIBS := -lpthread -lm
ifeq ($(SAN),1)
SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
CFLAGS += $(SANFLAGS)
CXXFLAGS += $(SANFLAGS)
LDFLAGS += $(SANFLAGS)
# Build-time runs of sanitized tools (the checker) report with their own
# exit statuses, as in the test pass.
include tests/tools/sanitizers.env
export ASAN_OPTIONS UBSAN_OPTIONS
endif
INCLUDES := -Iinclude
NVCCFLAGS := -std=c++17 -O3 -Iinclude -Xcompiler -Wall,-Wextra,-Werror -Werror all-warnings

# Fragments append to these.  HOST_TARGETS are rebuilt under ASan+UBSan for
# the second test pass; CUDA_TARGETS only where nvcc exists.
# SAN_FULL_TARGETS: host targets that only the suites make test's sanitizer
# pass leaves out (tests/run.sh, SAN_FULL_ONLY) or no suite runs sanitized;
# make test builds them unsanitized only, make test-full both ways.
HOST_TARGETS :=
CUDA_TARGETS :=
SAN_FULL_TARGETS :=

.PHONY: all host-all host-san-quick run test test-full check bench fuzz deps clean
all: deps-check

include tests/tools/deps.mk
-include runtime/host/host.mk
-include runtime/emu/emu.mk
-include preproc/preproc.mk
-include tools/driver/driver.mk
-include lib-cub-like/lib.mk
-include kernels/kernels.mk
-include bench/bench.mk
-include tests/tests.mk
-include tools/install/install.mk

# No Google Benchmark (a machine with no registry, deps-check said so): build
# everything but the benchmarks rather than nothing.
ifeq ($(HAVE_GBENCH),0)
HOST_TARGETS := $(filter-out $(BUILD)/bench/%,$(HOST_TARGETS))
CUDA_TARGETS := $(filter-out $(BUILD)/bench/%,$(CUDA_TARGETS))
BENCH_CPU_BINS :=
BENCH_GPU_BINS :=
endif
ALL_TARGETS := $(HOST_TARGETS) $(if $(filter 1,$(HAVE_NVCC)),$(CUDA_TARGETS))
all: $(ALL_TARGETS)
host-all: $(HOST_TARGETS)
.PHONY: gpu-archs-now
$(GPU_ARCH_STAMP): gpu-archs-now
	@mkdir -p $(@D)
	@[ "$$(cat $@ 2>/dev/null)" = "$(GPU_ARCHS)" ] || echo "$(GPU_ARCHS)" >$@
host-san-quick: $(filter-out $(SAN_FULL_TARGETS),$(HOST_TARGETS))

# Every test, twice: as built, then host code under ASan+UBSan.  make test
# is CI's command and aims at 15 minutes on 2 cores: the exhaustive sweeps
# sample (docs/CONTRIBUTING.md has the table).  make test-full runs them
# whole (about twice as long); run it before a change to the checker, the
# headers or the emulator is merged.  Its two builds share nothing (the
# sanitizer build is all under $(BUILD)/san) and run at once, so that
# neither one's serial tail (a link, one long nvcc) leaves a core idle.
NPROC := $(shell nproc 2>/dev/null || echo 2)
test test-full: deps-check
	@$(MAKE) --no-print-directory -j$(NPROC) all $(if $(filter test,$@),$(if $(filter 1,$(HAVE_GPU)),,GPU_ARCHS=$(lastword $(CUDA_ARCHS)))) & \
	  all=$$!; \
	  $(MAKE) --no-print-directory -j$(NPROC) SAN=1 BUILD=$(BUILD)/san $(if $(filter test-full,$@),host-all,host-san-quick); \
	  san=$$?; wait $$all && [ $$san = 0 ]
	@BUILD=$(BUILD) HAVE_NVCC=$(HAVE_NVCC) HAVE_GPU=$(HAVE_GPU) NVCC=$(NVCC) \
	  PRISM_TEST_FULL=$(if $(filter test-full,$@),1,0) bash tests/run.sh

# One command for the GPU (bench/gpu_report.sh): builds what it needs, runs
# every GPU test and benchmark, writes bench/results/gpu-<device>/ (ENV.md,
# tests.txt, JSON, SUMMARY.md, plots); without a GPU it says what it skipped.
# Short timed runs (each benchmark repeats 5 times) keep the whole report
# within 8 minutes on an H100.
GPU_REPORT_FLAGS ?= --benchmark_min_time=0.1
.PHONY: gpu-report
gpu-report:
	@PRISM_DEPS=light $(MAKE) --no-print-directory deps-check
	@PRISM_DEPS=light BUILD=$(BUILD) NVCC=$(NVCC) HAVE_NVCC=$(HAVE_NVCC) HAVE_GPU=$(HAVE_GPU) JOBS=$(NPROC) \
	  RESULTS=$(BENCH_RESULTS) GPU_NAME=$(BENCH_GPU_NAME) \
	  GPU_REPORT_FLAGS="$(GPU_REPORT_FLAGS)" bash bench/gpu_report.sh

clean:
	rm -rf $(BUILD)

# Print a make variable: make print-NVCC
print-%:
	@echo '$($*)'
