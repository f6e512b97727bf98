# preproc/preproc.mk - prism-check, its tests, fuzzer and benchmark.
#
#   $(BUILD)/bin/prism-check    the checker (every preproc/*.c)     HOST_TARGETS
#   $(BUILD)/bin/preproc-unit   front-end unit tests (tests/preproc/) HOST_TARGETS
#   $(BUILD)/bench/check_bench  checker speed, Google Benchmark     BENCH_CPU_BINS
#   make check                  prism-check over kernels/ and lib-cub-like/
#   make fuzz FUZZ_SECONDS=N    libFuzzer (clang-14) over front end and checker, then
#                               preproc/fuzz/emitcheck.sh: the -o output of every accepted
#                               corpus input and of FUZZ_MUTANTS mutants that gcc compiles
#                               must compile too
#   $(BUILD)/bin/prism-mutate   deterministic source mutants (23-ppdiff, make fuzz)
#
# Every preproc/*.c is part of the checker, so the type-system and sync
# passes (check_*.c, sync*.c) join the build by existing.

PREPROC_SRCS := $(wildcard preproc/*.c)
PREPROC_OBJS := $(PREPROC_SRCS:preproc/%.c=$(BUILD)/preproc/%.o)
PREPROC_LIB_OBJS := $(filter-out $(BUILD)/preproc/main.o,$(PREPROC_OBJS))
PRISM_CHECK_BIN := $(BUILD)/bin/prism-check
PREPROC_UNIT_BIN := $(BUILD)/bin/preproc-unit
PRISM_MUTATE_BIN := $(BUILD)/bin/prism-mutate

HOST_TARGETS += $(PRISM_CHECK_BIN) $(PREPROC_UNIT_BIN) $(BUILD)/bench/check_bench $(PRISM_MUTATE_BIN)
BENCH_CPU_BINS += $(BUILD)/bench/check_bench

$(BUILD)/preproc/%.o: preproc/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

# archs.c: a file that tests __CUDA_ARCH__ is checked for each arch the build compiles.
$(BUILD)/preproc/archs.o: CFLAGS += -DPRISM_CUDA_ARCHS='"$(CUDA_ARCHS)"'

-include $(PREPROC_OBJS:.o=.d)

$(PRISM_CHECK_BIN): $(PREPROC_OBJS)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

# Deterministic source mutants for 23-ppdiff and make fuzz (preproc/fuzz/mutate.c).
$(PRISM_MUTATE_BIN): preproc/fuzz/mutate.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) $< -o $@

$(BUILD)/tests/preproc/unit.o: tests/preproc/unit.c preproc/prism_check.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Ipreproc -c $< -o $@

$(PREPROC_UNIT_BIN): $(BUILD)/tests/preproc/unit.o $(PREPROC_LIB_OBJS)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bench/check_bench.o: CFLAGS += -Ipreproc
$(BUILD)/bench/check_bench.o: preproc/prism_check.h
$(BUILD)/bench/check_bench: $(PREPROC_LIB_OBJS)

# ---- make check ------------------------------------------------------------
CHECK_SOURCES = $(wildcard kernels/*.cu) $(shell find lib-cub-like -name '*.h' -o -name '*.cu' 2>/dev/null | sort)
.PHONY: check
check: $(PRISM_CHECK_BIN)
	@$(PRISM_CHECK_BIN) -Iinclude -Ikernels -Ilib-cub-like $(CHECK_SOURCES) && \
	  echo "prism-check: $(words $(CHECK_SOURCES)) files clean"

# ---- make fuzz ---------------------------------------------------------------
# Seeds: the check corpus and the kernels.  Artifacts (crash-*, timeout-*)
# land in $(BUILD)/fuzz/; the log in $(BUILD)/fuzz/fuzz.log.
FUZZ_SECONDS ?= 60
FUZZ_MUTANTS ?= 5000
FUZZ_CC ?= clang-14
FUZZ_DEFS ?=
FUZZ_FLAGS := -std=c17 -g -O1 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
	-Wall -Wextra -Werror -Ipreproc -DPRISM_SOURCE_DIR='"$(CURDIR)"'
FUZZ_BIN := $(BUILD)/fuzz/prism-fuzz
.PHONY: fuzz
$(FUZZ_BIN): preproc/fuzz/fuzz.c $(filter-out preproc/main.c,$(PREPROC_SRCS)) $(wildcard preproc/*.h preproc/*.def)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) $(FUZZ_DEFS) preproc/fuzz/fuzz.c $(filter-out preproc/main.c,$(PREPROC_SRCS)) -o $@

fuzz: $(FUZZ_BIN) $(PRISM_CHECK_BIN) $(PRISM_MUTATE_BIN)
	@mkdir -p $(BUILD)/fuzz/corpus
	@find tests/check kernels lib-cub-like tests/preproc -type f \( -name '*.cu' -o -name '*.h' -o -name '*.c' \) \
	  2>/dev/null | while read -r f; do cp "$$f" "$(BUILD)/fuzz/corpus/$$(echo "$$f" | tr / _)"; done
	@echo "prism-fuzz: $(FUZZ_SECONDS)s, corpus $(BUILD)/fuzz/corpus, log $(BUILD)/fuzz/fuzz.log"
	@cd $(BUILD)/fuzz && ./prism-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
	  -max_len=65536 -dict=$(CURDIR)/preproc/fuzz/prism.dict -print_final_stats=1 corpus \
	  >fuzz.log 2>&1; rc=$$?; tail -n 25 fuzz.log; \
	  [ $$rc -eq 0 ] || exit $$rc; \
	  cd $(CURDIR) && BUILD=$(BUILD) preproc/fuzz/emitcheck.sh $(BUILD)/fuzz/corpus $(FUZZ_MUTANTS)
-include preproc/sync.mk
