# Host runtime: the launch shape check (both backends) and the CUDA host API.
#   $(BUILD)/lib/libprism_host.a   launch_check.c kernel_defs.c tensor_map.c (always)
#   $(BUILD)/lib/libprism_cuda.a   launch_check.c kernel_defs.c cuda_host.c cuda_stream.c tensor_map.c cuda_tensor_map.c (with nvcc)
PRISM_HOST_LIB := $(BUILD)/lib/libprism_host.a
PRISM_CUDA_LIB := $(BUILD)/lib/libprism_cuda.a
CUDA_INC := -I$(CUDA_HOME)/include
CUDA_LIBS := -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lcudart

HOST_TARGETS += $(PRISM_HOST_LIB)
CUDA_TARGETS += $(PRISM_CUDA_LIB)

$(BUILD)/runtime/%.o: runtime/host/%.c runtime/host/*.h include/prism/*.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LIB_PIC) $(INCLUDES) $(CUDA_INC) -c $< -o $@

$(PRISM_HOST_LIB): $(BUILD)/runtime/launch_check.o $(BUILD)/runtime/kernel_defs.o $(BUILD)/runtime/tensor_map.o
	@mkdir -p $(@D)
	$(AR) rcs $@ $^

$(PRISM_CUDA_LIB): $(BUILD)/runtime/launch_check.o $(BUILD)/runtime/kernel_defs.o $(BUILD)/runtime/cuda_host.o $(BUILD)/runtime/cuda_stream.o \
		$(BUILD)/runtime/tensor_map.o $(BUILD)/runtime/cuda_tensor_map.o
	@mkdir -p $(@D)
	$(AR) rcs $@ $^
