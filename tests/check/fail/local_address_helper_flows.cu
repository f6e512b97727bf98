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
        if (a + b + c + d + e + f + g + h + i + j + k + l + (int)(m & 1))
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
local_address_helper_flows.cu:43:49: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'deeper' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:42:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:43:49: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:43:49: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:43:49: note: see: prism-check --explain P030
local_address_helper_flows.cu:43:38: error: 'a' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:43:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:43:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:44:54: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'offset_cast' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:42:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:44:54: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:44:54: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:44:38: error: 'b' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:44:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:44:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:45:53: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'local_copy' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:42:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:45:53: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:45:53: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:45:38: error: 'c' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:45:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:45:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:46:52: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'elem_addr' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:42:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:46:52: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:46:52: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:46:38: error: 'd' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:46:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:46:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:47:38: error: 'e' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:47:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:47:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:48:38: error: 'f' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:48:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:48:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:49:38: error: 'g' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:49:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:49:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:50:51: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'implicit' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:42:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:50:51: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:50:51: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:50:38: error: 'h' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:50:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:50:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:51:38: error: 'i' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:51:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:51:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:52:38: error: 'j' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:52:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:52:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:53:49: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'stored' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:42:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:53:49: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:53:49: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:53:38: error: 'k' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:53:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:53:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:54:49: error: local 'v' at block[1] receives a value computed from the address of local 'v' at thread[1], written by 'chosen' through its address: values flow only from broader to narrower [P030]
local_address_helper_flows.cu:42:32: note: 'v' is declared block[1] here
local_address_helper_flows.cu:54:49: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:54:49: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:54:38: error: 'l' at block[1] cannot receive a thread[1] value (from the address of local 'v'): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:54:38: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:54:38: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
local_address_helper_flows.cu:56:44: error: 'm' at block[1] cannot receive a thread[1] value (from the address of a compound literal): values flow only from broader to narrower [P030]
local_address_helper_flows.cu:56:44: note: at stake: a per-thread value in a variable the whole unit shares: any condition or collective that reads it may diverge
local_address_helper_flows.cu:56:44: note: fix: declare the variable at the value's perspective (PRISM_AT(THREAD(1)) int y = ...), or compute a unit-wide value (a reduction, PRISM_ID of a broader unit)
 * check-error-end
 */
