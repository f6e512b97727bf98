// Plain CUDA twin of ../segdot.cu, for line counts only (not built).
__global__ void segdot(const float *a, const float *b, float *out, int nseg, int len)
{
    const int seg = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
    float s = 0.0f;
    if (seg < nseg)
        for (int i = lane; i < len; i += 32)
            s += a[(long)seg * len + i] * b[(long)seg * len + i];
    for (int o = 16; o > 0; o /= 2)
        s += __shfl_xor_sync(0xffffffffu, s, o);
    if (lane == 0 && seg < nseg)
        out[seg] = s;
}

extern "C" int segdot_launch(const float *a, const float *b, float *out, int nseg, int len)
{
    segdot<<<(nseg + 3) / 4, 128>>>(a, b, out, nseg, len);
    return cudaGetLastError() != cudaSuccess;
}
