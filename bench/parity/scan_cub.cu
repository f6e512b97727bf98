// bench/parity/scan_cub.cu - the parity gate's reference for kernels/scan:
// cub::DeviceScan::InclusiveSum for int and float, each with an int count
// (CUB's 32-bit offset kernel, what most callers get) and a 64-bit count
// (its 64-bit offset kernel, what kernels/scan always is), and a host main that prints the
// sm_90 tuning CUB compiles them with: "TYPE THREADS ITEMS LOAD_ALGORITHM",
// read from the toolkit's policy_hub rather than copied from its header.
#include <cub/device/device_scan.cuh>

#include <cstdint>
#include <cstdio>

cudaError_t parity_scan_i32(void *tmp, size_t &bytes, const int *in, int *out, int n)
{
    return cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n);
}

cudaError_t parity_scan_f32(void *tmp, size_t &bytes, const float *in, float *out, int n)
{
    return cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n);
}

cudaError_t parity_scan_i32(void *tmp, size_t &bytes, const int *in, int *out, int64_t n)
{
    return cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n);
}

cudaError_t parity_scan_f32(void *tmp, size_t &bytes, const float *in, float *out, int64_t n)
{
    return cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n);
}

template <class T>
static void show(const char *name)
{
    using Policy =
        typename cub::detail::scan::policy_hub<T, T, T, unsigned long long, ::cuda::std::plus<>>::Policy900::ScanPolicyT;
    std::printf("%s %d %d %d\n", name, (int)Policy::BLOCK_THREADS, (int)Policy::ITEMS_PER_THREAD,
                (int)Policy::LOAD_ALGORITHM);
}

int main()
{
    show<int>("i32");
    show<float>("f32");
    return 0;
}
