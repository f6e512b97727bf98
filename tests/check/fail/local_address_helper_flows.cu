/*
 * local_address_helper_flows.cu - a helper that uses the address of a
 * block[1] local as a number, one step away from a cast of its parameter
 * (SPEC 3.2, red team rt23): each thread's local is at its own address,
 * so each result is per thread, and steering a barrier with it hangs.
 * The legal look-alike, helpers that only read through the address, is
 * pass/adv_run_local_address_helper_reads.cu.
 */
#include "prism.h"
#include <stdint.h>
#include <string.h>

__device__ int bit(uintptr_t a) { return (int)((a * 0x9E3779B97F4A7C15ull) >> 63); }
/* one helper deeper */
__device__ int cast_it(const int *p) { return bit((uintptr_t)p); }
__device__ int deeper(const int *p) { return cast_it(p); }
/* an offset, a local copy, an element's address */
__device__ int offset_cast(const int *p) { return bit((uintptr_t)(p + 1)); }
__device__ int local_copy(const int *p) { const char *c = (const char *)p; const int *q = (const int *)(c + 4); return bit((uintptr_t)q); }
__device__ int elem_addr(const int *p) { return bit((uintptr_t)&p[0]); }
/* the pointer's bytes: memcpy of &p, a union, a pun */
__device__ int bytes_of(const int *p) { uintptr_t u = 0; memcpy(&u, &p, sizeof p); return bit(u); }
__device__ int pun(const int *p) { return bit(*(uintptr_t *)&p); }
union Both { const int *q; uintptr_t u; };
__device__ int via_union(const int *p) { union Both b; b.q = p; return bit(b.u); }
/* an integer initialized from the address without a cast, and a comparison with another address */
__device__ int implicit(const int *p) { uintptr_t u = (uintptr_t)0; u += (uintptr_t)(p - (const int *)0); return bit(u); }
__device__ int below(const int *p, const int *q) { return p < q; }
/* a nested helper's pointer that is not made from p: its distance from p is the address's */
__device__ const int *second(const int *p, const int *q) { return p ? q : q; }
__device__ int distance(const int *p) { int own = 0; return (int)(second(p, &own) - p); }
/* handed to functions no file the checker reads declares: a gcc builtin that stores it, one that
 * chooses it, a printf that prints it (red team rt28) */
__device__ int stored(const int *p) { const int *q = 0; __atomic_store_n(&q, p, 0); return bit((uintptr_t)q); }
__device__ int chosen(const int *p) { return bit((uintptr_t)__builtin_choose_expr(1, p, 0)); }
/* a helper's own local's address, and an array compound literal's, as a number (red team rt30) */
__device__ int own_local(void) { int x = 0; return bit((uintptr_t)&x); }

PRISM_KERNEL(local_address_helper_flows, PRISM_REQUIRES(GRID(1), BLOCK(1), BLOCKDIM(64), THREAD(32)), PRISM_SMEM(0),
             PRISM_PARAM(int *, out, GRID(1)), PRISM_PARAM(int, n, GRID(1)))
{
    PRISM_AT(THREAD(1)) const int t = (int)PRISM_ID(THREAD(1));
    PRISM_GROUP(BLOCK(1)) {
        PRISM_AT(BLOCK(1)) int v = n, w = n + 1;
        PRISM_AT(BLOCK(1)) const int a = deeper(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int b = offset_cast(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int c = local_copy(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int d = elem_addr(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int e = bytes_of(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int f = pun(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int g = via_union(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int h = implicit(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int i = below(&v, &w); /* error P030 */
        PRISM_AT(BLOCK(1)) const int j = distance(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int k = stored(&v); /* error P030 */
        PRISM_AT(BLOCK(1)) const int l = chosen(&v); /* error P030 */
        /* a compound literal's address: each thread's own object (red team rt29) */
        PRISM_AT(BLOCK(1)) const uintptr_t m = (uintptr_t)&(int){0}; /* error P030 */
        PRISM_AT(BLOCK(1)) const uintptr_t m2 = (uintptr_t)(int[]){0}; /* error P030 */
        PRISM_AT(BLOCK(1)) const int o2 = own_local(); /* error P030 */
        if (a + b + c + d + e + f + g + h + i + j + k + l + (int)(m & 1) + (int)(m2 & 1) + o2)
            __syncthreads();
    }
    PRISM_PARTITION(o, out, THREAD(1), t) {
        PRISM_GROUP(THREAD(1)) { o[0] = t; }
    }
}
/*
 * check-name: a helper uses a local's address as a number one step from a cast of its parameter
 * check-exit-value: 1
 *
 * check-error-start
local_address_helper_flows.cu:45:49: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'deeper' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:44:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:45:49: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:45:49: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:45:49: note: see: prism-check --explain P030
local_address_helper_flows.cu:45:38: error: 'a' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:45:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:45:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:46:54: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'offset_cast' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:44:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:46:54: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:46:54: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:46:38: error: 'b' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:46:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:46:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:47:53: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'local_copy' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:44:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:47:53: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:47:53: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:47:38: error: 'c' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:47:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:47:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:48:52: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'elem_addr' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:44:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:48:52: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:48:52: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:48:38: error: 'd' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:48:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:48:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:49:38: error: 'e' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:49:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:49:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:50:38: error: 'f' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:50:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:50:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:51:38: error: 'g' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:51:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:51:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:52:51: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'implicit' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:44:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:52:51: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:52:51: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:52:38: error: 'h' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:52:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:52:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:53:38: error: 'i' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:53:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:53:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:54:38: error: 'j' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:54:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:54:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:55:49: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'stored' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:44:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:55:49: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:55:49: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:55:38: error: 'k' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:55:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:55:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:56:49: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'chosen' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:44:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:56:49: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:56:49: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:56:38: error: 'l' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:56:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:56:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:58:44: error: 'm' at block[1] cannot receive a thread[1] value (from the address of a compound literal): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:58:44: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:58:44: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:59:44: error: 'm2' at block[1] cannot receive a thread[1] value (from the address of a compound literal): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:59:44: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:59:44: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:60:38: error: 'o2' at block[1] cannot receive a thread[1] value (from the result of 'own_local', which reads per-thread state (threadIdx, an atomic, a shuffle, a shared or __device__ variable, a function it does not read)): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:60:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:60:38: note: fix: declare 'o2' PRISM_AT(THREAD(1)): a call's result is per-thread to the checker (a library reduction's too, which every thread receives); for a decision all of block[1] takes (a condition around a collective), compute it with a collective uniform over it: __syncthreads_or, __syncthreads_and or __syncthreads_count of a per-thread predicate, or the library's prism_block_reduce_uniform_OP_T, whose result is block[1]
 * check-error-end
 */
