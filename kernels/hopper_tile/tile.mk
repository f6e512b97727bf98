# kernels/hopper_tile/tile.mk - issue 14's acceptance kernel: a 128 x 128
# tile through a 2-stage TMA/wgmma pipeline.  wgmma exists only on
# sm_90a, so the CUDA object is built for that one target whatever
# $(CUDA_ARCHS) says.
#
#   $(BUILD)/bin/hopper_tile-emu               the checked source (inferred barriers), host emulator
#   $(BUILD)/bin/hopper_tile-emu-conservative  the source as is (the scopes' own barriers), host emulator
#   $(BUILD)/hopper_tile/cuda/tile.o           the checked source, nvcc for sm_90a
#   $(BUILD)/bin/hopper_tile-gpu               that and the driver
# Included by kernels/kernels.mk.
TILE_GENCODE := -gencode=arch=compute_90a,code=sm_90a
TILE_HDRS := kernels/hopper_tile/tile.h include/prism.h $(wildcard include/prism/*.h include/prism/emu/*.h)
TILE_INCLUDES := $(INCLUDES) -Ikernels -Ikernels/hopper_tile

HOST_TARGETS += $(BUILD)/bin/hopper_tile-emu $(BUILD)/bin/hopper_tile-emu-conservative
SAN_FULL_TARGETS += $(BUILD)/bin/hopper_tile-emu $(BUILD)/bin/hopper_tile-emu-conservative
CUDA_TARGETS += $(BUILD)/hopper_tile/cuda/tile.o $(BUILD)/bin/hopper_tile-gpu
RUN_PROGRAMS += hopper_tile:K=256

# Nothing is built from a source prism-check rejects.
$(BUILD)/check/hopper_tile/tile.ok: kernels/hopper_tile/tile.cu $(PRISM_CHECK) $(TILE_HDRS)
	@mkdir -p $(@D)
	$(PRISM_CHECK) -Iinclude -Ikernels -Ikernels/hopper_tile $<
	@touch $@

$(BUILD)/hopper_tile/emu/tile.o: $(BUILD)/checked/hopper_tile/tile.cu $(BUILD)/check/hopper_tile/tile.ok $(TILE_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(TILE_INCLUDES) -x c -c $< -o $@

$(BUILD)/hopper_tile/conservative/tile.o: kernels/hopper_tile/tile.cu $(BUILD)/check/hopper_tile/tile.ok $(TILE_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(TILE_INCLUDES) -x c -c $< -o $@

$(BUILD)/hopper_tile/main_tile.o: kernels/hopper_tile/main_tile.c kernels/hopper_tile/tile.h kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(TILE_INCLUDES) -c $< -o $@

$(BUILD)/hopper_tile/driver.o: kernels/driver.c kernels/driver.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(TILE_INCLUDES) -c $< -o $@

$(BUILD)/bin/hopper_tile-emu: $(BUILD)/hopper_tile/main_tile.o $(BUILD)/hopper_tile/driver.o \
		$(BUILD)/hopper_tile/emu/tile.o $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/bin/hopper_tile-emu-conservative: $(BUILD)/hopper_tile/main_tile.o $(BUILD)/hopper_tile/driver.o \
		$(BUILD)/hopper_tile/conservative/tile.o $(PRISM_EMU_LIB) $(PRISM_HOST_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS)

$(BUILD)/hopper_tile/cuda/tile.o: $(BUILD)/checked/hopper_tile/tile.cu $(BUILD)/check/hopper_tile/tile.ok $(TILE_HDRS)
	@mkdir -p $(@D)
	$(NVCC) $(NVCCFLAGS) -Ikernels -Ikernels/hopper_tile $(TILE_GENCODE) -c $< -o $@

$(BUILD)/bin/hopper_tile-gpu: $(BUILD)/hopper_tile/main_tile.o $(BUILD)/hopper_tile/driver.o \
		$(BUILD)/hopper_tile/cuda/tile.o $(PRISM_CUDA_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $^ -o $@ $(CUDA_LIBS) -lstdc++ $(LDLIBS)
