/* Read by the host pass only (pp_arch_include_host_only.cu). */
int host_helper(int);
