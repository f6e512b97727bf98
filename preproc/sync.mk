# preproc/sync.mk - the checked kernel sources (synchronization inference).
#
#   $(BUILD)/checked/K.cu     prism-check -o of kernels/K.cu: the scopes in
#                             their _NOSYNC forms, the inferred barriers
#                             inserted, project headers inlined (#line kept);
#                             compiles with -Iinclude alone
#   $(BUILD)/checked/K.report its --sync-report
#   $(BUILD)/checked/K.dot    its --sync-graph
#
# CHECKED_KERNEL_SRC is the pattern a kernel object rule names instead of
# kernels/%.cu to compile the checked source:
#
#     $(BUILD)/kernels/emu/%.o: $(CHECKED_KERNEL_SRC) ...
#             $(CC) $(CFLAGS) $(KERNEL_INCLUDES) -x c -c $< -o $@
#
# Building from kernels/%.cu directly stays correct: the scopes then run
# their conservative barriers (prism/scopes.h).

CHECKED_KERNEL_SRC := $(BUILD)/checked/%.cu
SYNC_CHECK_FLAGS := -Iinclude -Ikernels -Ilib-cub-like
SYNC_SRC_DEPS := $(wildcard include/prism.h include/prism/*.h kernels/*.h kernels/*/*.h lib-cub-like/*/*.h)

$(BUILD)/checked/%.cu: kernels/%.cu $(PRISM_CHECK_BIN) $(SYNC_SRC_DEPS)
	@mkdir -p $(@D)
	$(PRISM_CHECK_BIN) $(SYNC_CHECK_FLAGS) -o $@ $<

$(BUILD)/checked/%.report: kernels/%.cu $(PRISM_CHECK_BIN) $(SYNC_SRC_DEPS)
	@mkdir -p $(@D)
	$(PRISM_CHECK_BIN) $(SYNC_CHECK_FLAGS) --sync-report=all $< >$@

$(BUILD)/checked/%.dot: kernels/%.cu $(PRISM_CHECK_BIN) $(SYNC_SRC_DEPS)
	@mkdir -p $(@D)
	$(PRISM_CHECK_BIN) $(SYNC_CHECK_FLAGS) --sync-graph $@ $<

# docs/SYNC.md's figure: the Fig. 6 kernel's graph, rendered by Debian's graphviz.
.PHONY: sync-figure
sync-figure: $(BUILD)/checked/mma_naive.dot
	dot -Tpng -Gdpi=110 $< -o docs/sync-mma_naive.png

# ---- the kernels built from their checked sources (host emulator) -----------
#   $(BUILD)/bin/K-emu           kernels/K.cu with a kernels/main_K.c: built by
#                                kernels/kernels.mk from $(BUILD)/checked/K.cu
#   $(BUILD)/checked/bin/K-emu   sgemm and scan with their drivers (their own
#                                fragments build the conservative binaries);
#                                tests/suites/25-sync.sh runs them all against
#                                the same references.
SYNC_TOP_KERNELS := $(patsubst kernels/main_%.c,%,$(wildcard kernels/main_*.c))
SYNC_SGEMM := $(patsubst kernels/%.cu,%,$(sort $(wildcard kernels/sgemm/sgemm[0-9]_*.cu)))
SYNC_EMU_BINS := $(if $(SYNC_SGEMM),$(BUILD)/checked/bin/sgemm-emu) \
	$(if $(wildcard kernels/scan/main_scan.c),$(BUILD)/checked/bin/scan-emu)
HOST_TARGETS += $(SYNC_EMU_BINS)
SAN_FULL_TARGETS += $(SYNC_EMU_BINS)
SYNC_KERNEL_CFLAGS = $(CFLAGS) -fno-strict-aliasing -Iinclude -Ikernels -Ikernels/sgemm -Ikernels/scan -Ilib-cub-like

$(BUILD)/checked/obj/%.o: $(BUILD)/checked/%.cu
	@mkdir -p $(@D)
	$(CC) $(SYNC_KERNEL_CFLAGS) -x c -c $< -o $@

$(BUILD)/checked/obj/main_%.o: kernels/main_%.c kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(SYNC_KERNEL_CFLAGS) -c $< -o $@

$(BUILD)/checked/obj/driver.o: kernels/driver.c kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(SYNC_KERNEL_CFLAGS) -c $< -o $@

$(BUILD)/checked/obj/sgemm_main.o: kernels/sgemm/main_sgemm.c kernels/sgemm/sgemm.h kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(SYNC_KERNEL_CFLAGS) -c $< -o $@

$(BUILD)/checked/obj/scan_main.o: kernels/scan/main_scan.c kernels/scan/scan.h kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(SYNC_KERNEL_CFLAGS) -c $< -o $@

$(BUILD)/checked/bin/sgemm-emu: $(BUILD)/checked/obj/sgemm_main.o $(BUILD)/checked/obj/driver.o \
		$(SYNC_SGEMM:%=$(BUILD)/checked/obj/%.o) $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/checked/bin/scan-emu: $(BUILD)/checked/obj/scan_main.o $(BUILD)/checked/obj/driver.o \
		$(BUILD)/checked/obj/scan/scan.o $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

# ---- the race detector (prism/emu/race.h) ------------------------------------
#   $(BUILD)/race/lib/libprism_emu_race.a   the emulator with -DPRISM_EMU_RACE
#                                            (its own code not instrumented)
#   $(BUILD)/race/bin/K-emu                  checked kernel K under ThreadSanitizer
# Not in the sanitizer pass: ThreadSanitizer and AddressSanitizer exclude each other.
ifneq ($(SAN),1)
RACE_DIR := $(BUILD)/race
RACE_EMU_LIB := $(RACE_DIR)/lib/libprism_emu_race.a
RACE_CFLAGS := -std=c17 $(WARN) -O1 -g -D_GNU_SOURCE
RACE_KERNEL_CFLAGS := $(RACE_CFLAGS) $(EMU_KERNEL_FLAGS) -fsanitize=thread -fno-strict-aliasing \
	-Iinclude -Ikernels -Ikernels/sgemm -Ikernels/scan -Ilib-cub-like
RACE_BINS := $(SYNC_EMU_BINS:$(BUILD)/checked/bin/%=$(RACE_DIR)/bin/%) $(SYNC_TOP_KERNELS:%=$(RACE_DIR)/bin/%-emu)
HOST_TARGETS += $(RACE_EMU_LIB) $(RACE_BINS)
# The race build has its own flags (no ASan): nothing in it changes under SAN=1.
SAN_FULL_TARGETS += $(RACE_BINS)

$(RACE_DIR)/emu/%.o: runtime/emu/%.c $(EMU_HDRS)
	@mkdir -p $(@D)
	$(CC) $(RACE_CFLAGS) $(LIB_PIC) -DPRISM_EMU_RACE $(INCLUDES) -c $< -o $@

$(RACE_EMU_LIB): $(EMU_SRCS:runtime/emu/%.c=$(RACE_DIR)/emu/%.o)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

# A kernel translation unit (checked, or any .cu given by path) under ThreadSanitizer.
$(RACE_DIR)/obj/%.o: $(BUILD)/checked/%.cu
	@mkdir -p $(@D)
	$(CC) $(RACE_KERNEL_CFLAGS) -x c -c $< -o $@

$(RACE_DIR)/bin/sgemm-emu: $(BUILD)/checked/obj/sgemm_main.o $(BUILD)/checked/obj/driver.o \
		$(SYNC_SGEMM:%=$(RACE_DIR)/obj/%.o) $(RACE_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) -fsanitize=thread $^ -o $@ $(LDLIBS)

$(RACE_DIR)/bin/scan-emu: $(BUILD)/checked/obj/scan_main.o $(BUILD)/checked/obj/driver.o \
		$(RACE_DIR)/obj/scan/scan.o $(RACE_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) -fsanitize=thread $^ -o $@ $(LDLIBS)

$(RACE_DIR)/bin/%-emu: $(BUILD)/checked/obj/main_%.o $(BUILD)/checked/obj/driver.o $(RACE_DIR)/obj/%.o \
		$(RACE_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) -fsanitize=thread $^ -o $@ $(LDLIBS)
endif
