/* Read by the device passes only (pp_arch_include_device_only.cu). */
#define DEVICE_ROUNDS 2
