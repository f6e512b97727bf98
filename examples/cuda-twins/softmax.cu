// Plain CUDA twin of ../softmax.cu (cub::BlockReduce), for line counts only (not built).
#include <cub/block/block_reduce.cuh>

__global__ void softmax(const float *in, float *out, int cols)
{
    typedef cub::BlockReduce<float, 128> Reduce;
    __shared__ typename Reduce::TempStorage tmp;
    __shared__ float bcast;
    const int per = (cols + blockDim.x - 1) / blockDim.x;
    const float *row = in + (long)blockIdx.x * cols;
    const int lo = threadIdx.x * per, hi = lo + per < cols ? lo + per : cols;
    float m = -INFINITY, s = 0.0f;
    for (int j = lo; j < hi; j++)
        m = fmaxf(m, row[j]);
    m = Reduce(tmp).Reduce(m, cuda::maximum<float>());
    if (threadIdx.x == 0)
        bcast = m;
    __syncthreads();
    m = bcast;
    for (int j = lo; j < hi; j++)
        s += expf(row[j] - m);
    __syncthreads();
    s = Reduce(tmp).Sum(s);
    if (threadIdx.x == 0)
        bcast = s;
    __syncthreads();
    s = bcast;
    for (int j = lo; j < hi; j++)
        out[(long)blockIdx.x * cols + j] = expf(row[j] - m) / s;
}

extern "C" int softmax_launch(const float *in, float *out, int rows, int cols)
{
    softmax<<<rows, 128>>>(in, out, cols);
    return cudaGetLastError() != cudaSuccess;
}
