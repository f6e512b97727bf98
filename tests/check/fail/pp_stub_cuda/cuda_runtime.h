/* a project stub of the runtime header, for host-only builds: no toolkit beside it */
#define STUB_CUDA_RUNTIME 1
