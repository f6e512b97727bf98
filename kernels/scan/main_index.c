/*
 * kernels/scan/main_index.c - the scan's index arithmetic past 2^31 items,
 * on the host: neither the emulator nor this machine holds 2^31 ints
 * quickly, so the sizes a GPU scan of 2^31..2^35 items would use are
 * checked here against independent unsigned 64-bit arithmetic.
 *   - scan_tiles and scan_tmp_bytes (what the launcher sizes and launches);
 *   - SCAN_TILE_BASE and SCAN_TILE_VALID, the kernel's own spelling of a
 *     tile's start and item count, for the tiles around 2^31 and the last
 *     tiles: starts strictly increasing by SCAN_TILE, counts adding to n;
 *   - a count whose tiles overflow the grid (2^31 tiles) is refused with
 *     PRISM_ERR_LAUNCH_SHAPE before any memory is touched;
 *   - SCAN_SLOT, the full-tile transposes' slot of a 16-byte vector: a
 *     permutation of the warp's slice that keeps each lane's blocked
 *     vectors among themselves, and puts the 8 lanes of every quarter-warp
 *     on 8 different 16-byte bank groups on both sides (striped 32j + lane,
 *     blocked lane * SCAN_VECS + k): no bank conflict.
 * One report line; exits non-zero on any mismatch.
 */
#include <stdint.h>
#include <stdio.h>

#include "driver.h"
#include "scan.h"
#include "scan_status.h"

static int bad;

static void expect(int ok, const char *what, long long n)
{
    if (!ok) {
        fprintf(stderr, "scan-index: %s wrong at %lld\n", what, n);
        bad++;
    }
}

static void check_n(long long n)
{
    const uint64_t T = SCAN_TILE_ITEMS, un = (uint64_t)n;
    const uint64_t tiles = un ? (un + T - 1) / T : 0;
    expect(scan_tiles(n) == (int64_t)tiles, "scan_tiles", n);
    expect(scan_tmp_bytes(n) == (tiles ? tiles : 1) * sizeof(unsigned long long), "scan_tmp_bytes", n);
    if (!tiles)
        return;
    /* The tile holding item 2^31 (when n passes it) and the last three tiles. */
    uint64_t probe[5] = {(1ull << 31) / T, (1ull << 31) / T + 1, tiles > 2 ? tiles - 3 : 0, tiles > 1 ? tiles - 2 : 0,
                         tiles - 1};
    for (int k = 0; k < 5; k++) {
        uint64_t t = probe[k];
        if (t >= tiles)
            continue;
        const int tile = (int)t; /* the kernel's PRISM_ID(BLOCK(1)) */
        const long long base = SCAN_TILE_BASE(tile);
        const int valid = SCAN_TILE_VALID(n, base);
        expect(base >= 0 && (uint64_t)base == t * T, "SCAN_TILE_BASE", n);
        expect(valid == (int)(t + 1 < tiles ? T : un - t * T), "SCAN_TILE_VALID", n);
        expect(valid >= 1 && valid <= SCAN_TILE, "SCAN_TILE_VALID range", n);
        if (t > 0)
            expect(SCAN_TILE_BASE(tile) - SCAN_TILE_BASE(tile - 1) == SCAN_TILE, "tile stride", n);
    }
    /* Full tiles and the last one cover n exactly. */
    const long long last = SCAN_TILE_BASE((int)(tiles - 1));
    expect((uint64_t)last + (uint64_t)SCAN_TILE_VALID(n, last) == un, "coverage", n);
}

static void check_slots(void)
{
    enum { WARP_VECS = 32 * SCAN_VECS };
    unsigned char seen[WARP_VECS] = {0};
    for (int g = 0; g < WARP_VECS; g++) {
        const int s = SCAN_SLOT(g);
        expect(s >= 0 && s < WARP_VECS && !seen[s], "SCAN_SLOT permutation", g);
        if (s >= 0 && s < WARP_VECS)
            seen[s] = 1;
        expect(s / SCAN_VECS == g / SCAN_VECS, "SCAN_SLOT keeps a lane's vectors", g);
    }
    for (int q = 0; q < 4; q++) {
        for (int step = 0; step < SCAN_VECS; step++) {
            unsigned striped = 0, blocked = 0;
            for (int lane = 8 * q; lane < 8 * q + 8; lane++) {
                striped |= 1u << (SCAN_SLOT(32 * step + lane) % 8);
                blocked |= 1u << (SCAN_SLOT(lane * SCAN_VECS + step) % 8);
            }
            expect(striped == 0xffu, "SCAN_SLOT striped side conflict-free", 8 * q);
            expect(blocked == 0xffu, "SCAN_SLOT blocked side conflict-free", 8 * q);
        }
    }
}

int main(void)
{
    const long long T = SCAN_TILE_ITEMS, G = 1ll << 31;
    const long long ns[] = {0, 1, T - 1, T, T + 1, G - 1, G, G + 1, G + 7, G + T, 3 * G + 5, 1ll << 33,
                            (1ll << 35) - 1, T * (G - 1)};
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++)
        check_n(ns[i]);
    /* 2^31 tiles: one more than gridDim.x and an int tile id hold; refused, nothing touched. */
    expect(scan_i32_launch(NULL, NULL, T * G, 0, NULL) == PRISM_ERR_LAUNCH_SHAPE, "grid refusal i32", T * G);
    expect(scan_f32_launch(NULL, NULL, T * G + 1, 1, NULL) == PRISM_ERR_LAUNCH_SHAPE, "grid refusal f32", T * G + 1);
    expect(scan_i32_launch(NULL, NULL, 0, 0, NULL) == PRISM_OK, "n=0 launches nothing", 0);
    check_slots();
    return drv_report("scan_index", "n=0..2^35, slots", PRISM_OK, (double)bad, 0.0);
}
