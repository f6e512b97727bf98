/*
 * plain_helper_asm.cu - inline asm in a plain __device__ helper outside
 * PRISM_UNSAFE (SPEC 9, 3.2: P082 as in a Prism function).  A helper is not
 * unsafe code: a `bar.sync` in it would run wherever it is called (half a
 * block under a thread-dependent if), a store through a pointer operand or
 * into a local whose address it gets would be unseen by the ownership
 * rules and the barriers.  Every spelling: asm, __asm__, __asm, volatile
 * or not, asm goto.
 */
#include "prism.h"
static __device__ void block_barrier(void)
{
    asm volatile("bar.sync 0;" ::: "memory"); /* error P082 */
}
static __device__ void store_i32(int *p, int v)
{
    __asm__ __volatile__("st.u32 [%0], %1;" ::"l"(p), "r"(v) : "memory"); /* error P082 */
}
static __device__ void lane_into(int *o)
{
    __asm("{ .reg .u32 t; mov.u32 t, %%laneid; st.u32 [%0], t; }" ::"l"(o) : "memory"); /* error P082 */
}
static __device__ int shfl0(int v)
{
    int r;
    asm("shfl.sync.idx.b32 %0, %1, 0, 31, -1;" : "=r"(r) : "r"(v)); /* error P082 */
    return r;
}
static __device__ int jump(int v)
{
    asm goto("bra %l0;" :::: out); /* error P082 */ /* error P106 */
    return v;
out:
    return -v;
}
static __device__ int deep(int v)
{
    if (v) {
        for (;;) {
            asm volatile("" ::: "memory"); /* error P082 */
            break;
        }
    }
    return v;
}

PRISM_KERNEL(k, PRISM_REQUIRES(GRID(1), BLOCK(1), THREAD(32)), PRISM_SMEM(0), PRISM_PARAM(int *, out, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int g = (int)PRISM_ID(THREAD(1));
    PRISM_PARTITION(o, out, THREAD(1), g) {
        PRISM_GROUP(THREAD(1)) {
            int L = 0;
            if (g & 1)
                block_barrier();
            lane_into(&L);
            store_i32(o, shfl0(g) + jump(g) + deep(g) + L);
        }
    }
}
/*
 * check-name: inline asm in a plain __device__ helper outside PRISM_UNSAFE (P082)
 * check-exit-value: 1
 *
 * check-error-start
plain_helper_asm.cu:31:9: error: asm goto in device code: the jumps to its labels are not followed, and nvcc's device code has no asm goto [P106]
plain_helper_asm.cu:31:9: note: at stake: a barrier written anywhere else would order the wrong accesses
plain_helper_asm.cu:31:9: note: fix: write the statements out at the macro's use (or pass them to a macro that uses its argument once, without # or ##), or end the macro's first part with PRISM_SYNC(); keep #if __CUDA_ARCH__ to code that needs no barrier
plain_helper_asm.cu:31:9: note: see: prism-check --explain P106
plain_helper_asm.cu:13:5: error: inline asm in 'block_barrier', a function without a perspective signature, outside PRISM_UNSAFE: the checker cannot see which threads it needs nor what it stores [P082]
plain_helper_asm.cu:13:5: note: fix: wrap inline assembly in PRISM_UNSAFE { ... }, or use the intrinsic the checker knows
plain_helper_asm.cu:13:5: note: see: prism-check --explain P082
plain_helper_asm.cu:17:5: error: inline asm in 'store_i32', a function without a perspective signature, outside PRISM_UNSAFE: the checker cannot see which threads it needs nor what it stores [P082]
plain_helper_asm.cu:17:5: note: fix: wrap inline assembly in PRISM_UNSAFE { ... }, or use the intrinsic the checker knows
plain_helper_asm.cu:21:5: error: inline asm in 'lane_into', a function without a perspective signature, outside PRISM_UNSAFE: the checker cannot see which threads it needs nor what it stores [P082]
plain_helper_asm.cu:21:5: note: fix: wrap inline assembly in PRISM_UNSAFE { ... }, or use the intrinsic the checker knows
plain_helper_asm.cu:26:5: error: inline asm in 'shfl0', a function without a perspective signature, outside PRISM_UNSAFE: the checker cannot see which threads it needs nor what it stores [P082]
plain_helper_asm.cu:26:5: note: fix: wrap inline assembly in PRISM_UNSAFE { ... }, or use the intrinsic the checker knows
plain_helper_asm.cu:31:5: error: inline asm in 'jump', a function without a perspective signature, outside PRISM_UNSAFE: the checker cannot see which threads it needs nor what it stores [P082]
plain_helper_asm.cu:31:5: note: fix: wrap inline assembly in PRISM_UNSAFE { ... }, or use the intrinsic the checker knows
plain_helper_asm.cu:40:13: error: inline asm in 'deep', a function without a perspective signature, outside PRISM_UNSAFE: the checker cannot see which threads it needs nor what it stores [P082]
plain_helper_asm.cu:40:13: note: fix: wrap inline assembly in PRISM_UNSAFE { ... }, or use the intrinsic the checker knows
 * check-error-end
 */
