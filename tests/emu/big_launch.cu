/*
 * tests/emu/big_launch.cu - a correct launch of 4096 blocks of 1024
 * threads must run on however many workers are asked for
 * (PRISM_EMU_THREADS=64 in tests/suites/31-emu-faults.sh): the fiber
 * stacks of every worker must fit in vm.max_map_count, whichever way
 * guards are made (PRISM_EMU_GUARD=mprotect splits mappings).
 */
#include <stdio.h>
#include <stdlib.h>

#include "prism.h"

enum { GRID = 4096, BLOCK = 1024 };

PRISM_KERNEL(big_fill, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(1)), PRISM_SMEM(0), PRISM_PARAM(unsigned *, out, GRID(1)))
PRISM_UNSAFE {
    unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
    __syncthreads(); /* every fiber of the block is alive at once */
    out[gid] = gid ^ 0x9e3779b9u;
}

int main(void)
{
    size_t n = (size_t)GRID * BLOCK;
    unsigned *d = (unsigned *)prism_dev_alloc(n * sizeof *d), *h = (unsigned *)malloc(n * sizeof *h);
    if (!d || !h) {
        printf("FAIL big-launch: cannot allocate\n");
        return 1;
    }
    int rc = PRISM_LAUNCH(big_fill, GRID, BLOCK, d);
    size_t bad = n;
    if (rc == PRISM_OK && prism_copy_to_host(h, d, n * sizeof *h) == PRISM_OK)
        for (bad = 0; bad < n && h[bad] == ((unsigned)bad ^ 0x9e3779b9u); bad++)
            ;
    if (rc == PRISM_OK && bad == n)
        printf("PASS big-launch-%dx%d\n", GRID, BLOCK);
    else
        printf("FAIL big-launch-%dx%d: status %d, first wrong element %zu\n", GRID, BLOCK, rc, bad);
    prism_dev_free(d);
    free(h);
    return rc == PRISM_OK && bad == n ? 0 : 1;
}
