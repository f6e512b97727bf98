// Plain CUDA twin of ../histogram.cu, for line counts only (not built).
#define HIST_BINS 64
#define HIST_CHUNK 4096

__global__ void histogram(const unsigned *in, int n, unsigned *hist)
{
    __shared__ unsigned bins[HIST_BINS];
    const int base = blockIdx.x * HIST_CHUNK;
    if (threadIdx.x == 0)
        for (int k = 0; k < HIST_BINS; k++)
            bins[k] = 0u;
    __syncthreads();
    for (int i = threadIdx.x; i < HIST_CHUNK; i += blockDim.x)
        if (base + i < n)
            atomicAdd(&bins[in[base + i] % HIST_BINS], 1u);
    __syncthreads();
    for (int k = threadIdx.x; k < HIST_BINS; k += blockDim.x)
        atomicAdd(&hist[k], bins[k]);
}

extern "C" int histogram_launch(const unsigned *in, int n, unsigned *hist)
{
    histogram<<<(n + HIST_CHUNK - 1) / HIST_CHUNK, 128>>>(in, n, hist);
    return cudaGetLastError() != cudaSuccess;
}
