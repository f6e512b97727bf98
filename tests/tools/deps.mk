# Debian packages the build and the tests need.  Missing ones are installed
# with apt-get when we run as root; otherwise make stops with one line that
# names them.  nvcc is optional (CUDA builds are skipped without it) and we
# say where we looked.
DEB_PACKAGES := m4 libbenchmark-dev gnuplot-nox graphviz clang-14 libclang-rt-14-dev python3-jsonschema

# What `make gpu-report` and `make run` need, and no more: a GPU machine may
# have no registry at all.  There (PRISM_DEPS=light, which both export to
# the makes they run) the check is best effort: a missing Google Benchmark
# builds and runs everything but the benchmarks, and says so; missing
# gnuplot leaves the plots undrawn.  The full list is for `make test`.
LIGHT_PACKAGES := m4 libbenchmark-dev gnuplot-nox
ifeq ($(PRISM_DEPS),light)
DEPS_CHECK_ARGS := --best-effort $(LIGHT_PACKAGES)
else
DEPS_CHECK_ARGS := $(DEB_PACKAGES)
endif

# .debs unpacked here (tests/tools/ensure-deps.sh) go on every path the
# build uses; on a machine where dpkg installed the packages this folder
# does not exist and nothing changes.
LOCAL_ROOT := $(CURDIR)/deps/root
LOCAL_LIBDIR := $(LOCAL_ROOT)/usr/lib/x86_64-linux-gnu
export PRISM_DEBS := $(CURDIR)/deps/debs
export PRISM_LOCAL_ROOT := $(LOCAL_ROOT)
ifneq ($(wildcard $(LOCAL_ROOT)/usr),)
export PATH := $(LOCAL_ROOT)/usr/bin:$(PATH)
GBENCH_CXXFLAGS := -isystem $(LOCAL_ROOT)/usr/include
GBENCH_LDFLAGS := -L$(LOCAL_LIBDIR) -Wl,-rpath,$(LOCAL_LIBDIR)
GBENCH_NVLDFLAGS := -L$(LOCAL_LIBDIR) -Xlinker -rpath=$(LOCAL_LIBDIR)
endif
# Without Google Benchmark's header the benchmarks are left out of the
# build (see the end of the Makefile); deps-check has said why.
HAVE_GBENCH := $(if $(wildcard /usr/include/benchmark/benchmark.h $(LOCAL_ROOT)/usr/include/benchmark/benchmark.h),1,0)

.PHONY: deps-check deps-download
deps-check:
	@bash tests/tools/ensure-deps.sh $(DEPS_CHECK_ARGS)
	@if [ "$(HAVE_NVCC)" = 1 ]; then echo "prism: nvcc: $(NVCC)"; \
	 else echo "prism: nvcc not found (looked in \$$NVCC, PATH, /usr/local/cuda/bin); CUDA builds skipped"; fi

# Save the .debs `make gpu-report` and `make run` need under deps/debs (ignored by git),
# for a machine that cannot reach a registry: copy or carry deps/ there.
deps-download:
	@mkdir -p deps/debs
	cd deps/debs && apt-get download m4 libbenchmark-dev libbenchmark1debian
	@ls deps/debs
