/* A toolkit-like header (its directory holds the runtime headers and crt/: a skipped system header) that one device pass reads differently. */
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 800
#define ARCH80_ONLY 1
#endif
