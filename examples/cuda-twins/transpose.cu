// Plain CUDA twin of ../transpose.cu, for line counts only (not built).
#define TILE 32
#define PAD (TILE + 1)

__global__ void transpose(const float *in, float *out, int rows, int cols)
{
    __shared__ float tile[TILE * PAD];
    const int tiles_x = (cols + TILE - 1) / TILE;
    const int r0 = blockIdx.x / tiles_x * TILE, c0 = blockIdx.x % tiles_x * TILE;
    const int ty = threadIdx.x / TILE, tx = threadIdx.x % TILE;
    if (r0 + ty < rows && c0 + tx < cols)
        tile[ty * PAD + tx] = in[(r0 + ty) * cols + c0 + tx];
    __syncthreads();
    if (c0 + ty < cols && r0 + tx < rows)
        out[(c0 + ty) * rows + r0 + tx] = tile[tx * PAD + ty];
}

extern "C" int transpose_launch(const float *in, float *out, int rows, int cols)
{
    int tiles = ((rows + TILE - 1) / TILE) * ((cols + TILE - 1) / TILE);
    transpose<<<tiles, TILE * TILE>>>(in, out, rows, cols);
    return cudaGetLastError() != cudaSuccess;
}
