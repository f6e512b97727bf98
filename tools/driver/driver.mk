# tools/driver/driver.mk - the compiler drivers (one command: check, then compile).
#
#   $(BUILD)/bin/prism-nvcc   prism-check, then nvcc on the checked source   HOST_TARGETS
#   $(BUILD)/bin/prism-cc     prism-check, then gcc as C for the emulator    HOST_TARGETS
#
# Both find prism-check beside themselves, so they are built into the same
# bin/ and installed beside it (INSTALL_BINS).  Tests: tests/suites/24-driver.sh.

DRIVER_COMMON := vec words spawn tmp locate args gcc_long checker_flags outputs pipeline
# install_dir: what an install is, shared with prism-check (preproc/).
DRIVER_OBJS := $(DRIVER_COMMON:%=$(BUILD)/driver/%.o) $(BUILD)/driver/install_dir.o
DRIVER_BINS := $(BUILD)/bin/prism-nvcc $(BUILD)/bin/prism-cc

HOST_TARGETS += $(DRIVER_BINS)
INSTALL_BINS += $(DRIVER_BINS)

$(BUILD)/driver/%.o: tools/driver/%.c tools/driver/driver.h preproc/install_dir.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Ipreproc -c $< -o $@

$(BUILD)/driver/install_dir.o: preproc/install_dir.c preproc/install_dir.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -c $< -o $@

# prism-cc compiles kernels for the emulator as the build does.
$(BUILD)/driver/cc_main.o: CFLAGS += -DPRISM_EMU_FLAGS='"$(EMU_KERNEL_FLAGS) -fno-strict-aliasing"'
$(BUILD)/driver/cc_main.o: Makefile

$(BUILD)/bin/prism-nvcc: $(BUILD)/driver/nvcc_main.o $(DRIVER_OBJS)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@

$(BUILD)/bin/prism-cc: $(BUILD)/driver/cc_main.o $(DRIVER_OBJS)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@
