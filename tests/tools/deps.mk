# Debian packages the build and the tests need.  Missing ones are installed
# with apt-get when we run as root; otherwise make stops with one line that
# names them.  nvcc is optional (CUDA builds are skipped without it) and we
# say where we looked.
DEB_PACKAGES := m4 libbenchmark-dev gnuplot-nox graphviz clang-14 libclang-rt-14-dev python3-jsonschema

.PHONY: deps-check
deps-check:
	@bash tests/tools/ensure-deps.sh $(DEB_PACKAGES)
	@if [ "$(HAVE_NVCC)" = 1 ]; then echo "prism: nvcc: $(NVCC)"; \
	 else echo "prism: nvcc not found (looked in \$$NVCC, PATH, /usr/local/cuda/bin); CUDA builds skipped"; fi
