/* Read by the checker only (under #ifndef __cplusplus): nvcc does not define its names. */
#define C_ONLY_SYNC 1
