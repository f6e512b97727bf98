# runtime/emu/emu.mk - the host emulator.
#   $(BUILD)/lib/libprism_emu.a   fibers, scheduler, collectives, checks, host API
#   $(BUILD)/emu/tests/*          tests/emu/*.c (run by tests/suites/30-emu.sh)
#   $(BUILD)/bench/emu_bench      bench/emu_bench.c (Google Benchmark via bench/gbench.h)
# Programs that use the emulator link libprism_emu.a, then libprism_host.a
# (prism_launch_check), with $(LDLIBS) (-lpthread).

PRISM_EMU_LIB := $(BUILD)/lib/libprism_emu.a
EMU_SRCS := $(wildcard runtime/emu/*.c)
EMU_OBJS := $(EMU_SRCS:runtime/emu/%.c=$(BUILD)/emu/obj/%.o)
EMU_HDRS := include/prism.h $(wildcard include/prism/*.h) $(wildcard include/prism/emu/*.h) $(wildcard runtime/emu/*.h)
EMU_TEST_SRCS := $(wildcard tests/emu/t_*.c)
EMU_TESTS := $(EMU_TEST_SRCS:tests/emu/%.c=$(BUILD)/emu/tests/%)

# The portable ucontext switch, built too so CI on x86-64 tests it (tests-uc/).
EMU_UC_LIB := $(BUILD)/emu/libprism_emu_uc.a
EMU_UC_OBJS := $(EMU_SRCS:runtime/emu/%.c=$(BUILD)/emu/obj-uc/%.o)
EMU_UC_TESTS := $(BUILD)/emu/tests-uc/t_barrier $(BUILD)/emu/tests-uc/t_warp $(BUILD)/emu/tests-uc/t_misc

# t_half again with __half as its bits (include/prism/emu/half.h's software
# conversions, what a compiler without _Float16, clang 14, gets).
EMU_HALF_SOFT := $(BUILD)/emu/tests/t_half_soft

HOST_TARGETS += $(PRISM_EMU_LIB) $(EMU_TESTS) $(EMU_UC_TESTS) $(EMU_HALF_SOFT)

$(BUILD)/emu/tests/t_half_soft.o: tests/emu/t_half.c tests/emu/*.h $(EMU_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -U__FLT16_MANT_DIG__ $(INCLUDES) -Itests/emu -Ilib-cub-like -c $< -o $@

$(BUILD)/emu/obj/%.o: runtime/emu/%.c $(EMU_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LIB_PIC) $(INCLUDES) -c $< -o $@

$(PRISM_EMU_LIB): $(EMU_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/emu/obj-uc/%.o: runtime/emu/%.c $(EMU_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -DPRISM_EMU_UCONTEXT $(INCLUDES) -c $< -o $@

$(EMU_UC_LIB): $(EMU_UC_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/emu/tests-uc/%: $(BUILD)/emu/tests/%.o $(EMU_UC_LIB) $(BUILD)/lib/libprism_host.a
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/emu/tests/%.o: tests/emu/%.c tests/emu/*.h $(EMU_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(INCLUDES) -Itests/emu -Ilib-cub-like -c $< -o $@

$(BUILD)/emu/tests/%: $(BUILD)/emu/tests/%.o $(PRISM_EMU_LIB) $(BUILD)/lib/libprism_host.a
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

# t_bad under the race detector (preproc/sync.mk builds its emulator): a
# launch stopped by a dynamic check must report the check and no race.
# Not in the sanitizer pass: ThreadSanitizer and AddressSanitizer exclude each other.
# t_hopper likewise (tests/suites/32-hopper-emu.sh): mbarrier phases, TMA
# copies and wgmma order exactly what they must, so a correct Hopper
# kernel reports no race.
ifneq ($(SAN),1)
EMU_RACE_BAD := $(BUILD)/emu/tests-race/t_bad
EMU_RACE_HOPPER := $(BUILD)/emu/tests-race/t_hopper
HOST_TARGETS += $(EMU_RACE_BAD) $(EMU_RACE_HOPPER)
$(EMU_RACE_BAD) $(EMU_RACE_HOPPER): $(BUILD)/emu/tests-race/%: tests/emu/%.c tests/emu/check.h $(EMU_HDRS) \
		$(BUILD)/race/lib/libprism_emu_race.a $(BUILD)/lib/libprism_host.a
	@mkdir -p $(@D)
	$(CC) -std=c17 $(WARN) -O1 -g -D_GNU_SOURCE $(EMU_KERNEL_FLAGS) -fsanitize=thread $(INCLUDES) -Itests/emu \
		-Ilib-cub-like $< $(BUILD)/race/lib/libprism_emu_race.a $(BUILD)/lib/libprism_host.a -o $@ $(LDLIBS)
endif

# The benchmark: bench.mk's pattern rules build and link it with the wrapper.
ifneq ($(wildcard bench/emu_bench.c),)
BENCH_CPU_BINS += $(BUILD)/bench/emu_bench
HOST_TARGETS += $(BUILD)/bench/emu_bench
$(BUILD)/bench/emu_bench.o: $(EMU_HDRS)
$(BUILD)/bench/emu_bench: $(PRISM_EMU_LIB) $(BUILD)/lib/libprism_host.a
endif
