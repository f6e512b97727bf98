#!/usr/bin/env bash
# bench/parity/scan.sh - the parity gate's scan entries (issue 12): the
# checked kernels/scan kernel (prism-check -o) against the kernel of
# cub::DeviceScan::InclusiveSum (bench/parity/scan_cub.cu), int32 and
# float, nvcc -O3 sm_90a (CUB's Policy900 tuning); each against CUB's
# kernel for an int count (scan_T: 32-bit offsets, CUB's leanest) and for
# a 64-bit count (scan_T_n64: what kernels/scan always is).
#
# Budgets: tile items, widest global load (bytes a lane) and tile bytes in
# flight per SM at least CUB's; registers <= CUB's, PTX instructions <=
# 1.10x CUB's, block barriers <= CUB's, no local memory and no spills.
# Blocks per SM from registers (8-register, 256-per-warp granules), threads
# (2048), blocks (32) and shared memory (228 KiB, 1 KiB reserved a block);
# in flight = blocks per SM x tile bytes (every item is loaded before the
# first is used, in both kernels).
#
# Appends a table to $PARITY_OUT/parity.md (run after parity.sh writes it)
# and writes $PARITY_OUT/scan.csv; one PASS/FAIL line per type.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
NVCC=${NVCC:-nvcc}
B=${BUILD:-build}
OUT=${PARITY_OUT:-bench/results/parity}
tmp=${PARITY_KEEP:-$(mktemp -d)}
[ -n "${PARITY_KEEP:-}" ] || trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/sp" "$tmp/sc" "$OUT"
root=$PWD
inc=(-I"$root/include" -I"$root/kernels" -I"$root/kernels/scan" -I"$root/lib-cub-like")

if ! "$B/bin/prism-check" "${inc[@]}" -o "$tmp/sp/scan.checked.cu" kernels/scan/scan.cu >"$tmp/sp/check.log" 2>&1; then
    echo "FAIL parity-scan: prism-check rejects kernels/scan/scan.cu: $(head -c 400 "$tmp/sp/check.log" | tr '\n' ' ')"
    exit 1
fi
(cd "$tmp/sp" && "$NVCC" -std=c++17 -O3 -gencode=arch=compute_90a,code=sm_90a "${inc[@]}" -Xptxas -v -c -keep scan.checked.cu -o k.o) \
    >"$tmp/p.log" 2>&1 & pp=$!
(cd "$tmp/sc" && "$NVCC" -std=c++17 -O3 -gencode=arch=compute_90a,code=sm_90a -Xptxas -v -keep "$root/bench/parity/scan_cub.cu" -o policy) \
    >"$tmp/c.log" 2>&1 & pc=$!
wait $pp || { echo "FAIL parity-scan: nvcc (Prism): $(tail -c 400 "$tmp/p.log" | tr '\n' ' ')"; exit 1; }
wait $pc || { echo "FAIL parity-scan: nvcc (CUB): $(tail -c 400 "$tmp/c.log" | tr '\n' ' ')"; exit 1; }
if ! "$tmp/sc/policy" >"$tmp/policy.txt" 2>&1; then
    echo "FAIL parity-scan: CUB's policy printer: $(head -c 200 "$tmp/policy.txt")"
    exit 1
fi
bash bench/twins/figures.sh "$tmp/p.log" "$tmp/sp/scan.checked.ptx" >"$tmp/p.fig"
bash bench/twins/figures.sh "$tmp/c.log" "$tmp/sc/scan_cub.ptx" >"$tmp/c.fig"
# Prism's shape and shared budget, from the header the kernel is built with.
read -r pthreads pitems psmem <<<"$(printf '#include "scan_status.h"\nSCAN_THREADS SCAN_ITEMS SCAN_SMEM\n' |
    gcc -E -P "${inc[@]}" - 2>/dev/null | tail -n 1 | awk '{ printf "%s %s %s", $1, $2, $3; for (i = 4; i <= NF; i++) printf "%s", $i }')"
psmem=$((psmem))

# Widest ld.global of each entry, in bytes a lane.
widths() { # ptx
    awk '/^\.(visible )?\.entry/ { e = $0; sub(/.*\.entry[ \t]+/, "", e); sub(/[ \t(].*/, "", e) }
        /^[ \t]*(@%p[0-9]+ )?ld\.global/ {
            op = $0; sub(/^[ \t]*(@%p[0-9]+ )?/, "", op); sub(/[ \t].*/, "", op)
            v = op ~ /\.v4\./ ? 4 : op ~ /\.v2\./ ? 2 : 1
            b = op; sub(/.*\.[a-z]/, "", b); b = (b + 0) / 8 * v
            if (b > w[e]) w[e] = b
        }
        END { for (e in w) print e, w[e] }' "$1"
}
widths "$tmp/sp/scan.checked.ptx" >"$tmp/p.wid"
widths "$tmp/sc/scan_cub.ptx" >"$tmp/c.wid"

awk -v pth="$pthreads" -v pit="$pitems" -v psm="$psmem" -v csv="$OUT/scan.csv" -v md="$OUT/parity.md" '
function blocks(regs, threads, smem,   r, warps, b, s) {
    r = int((regs + 7) / 8) * 8; warps = threads / 32
    b = int(65536 / (int((r * 32 + 255) / 256) * 256 * warps))
    if (int(2048 / threads) < b) b = int(2048 / threads)
    s = int(233472 / (smem + 1024)); if (s < b) b = s
    return b < 32 ? b : 32
}
function typ(sym) { return sym ~ /^_Z8scan_i32/ || sym ~ /policy_hubIiii/ ? "i32" : sym ~ /^_Z8scan_f32/ || sym ~ /policy_hubIfff/ ? "f32" : "" }
# The offset type in a CUB kernel symbol: j (unsigned) for an int count, y (unsigned long long) for 64 bits.
function off(sym) { return sym ~ /policy_hubI(iii|fff)y/ ? "_n64" : sym ~ /policy_hubI(iii|fff)j/ ? "" : "?" }
FILENAME ~ /policy\.txt$/ { cth[$1] = $2; cit[$1] = $3; next }
FILENAME ~ /p\.wid$/ { t = typ($1); if (t != "") pw[t] = $2; next }
FILENAME ~ /c\.wid$/ { if ($1 ~ /DeviceScanKernel/) { t = typ($1); if (t != "") cw[t off($1)] = $2 }; next }
FILENAME ~ /p\.fig$/ { t = typ($1); if (t != "") P[t] = $0; next }
FILENAME ~ /c\.fig$/ { if ($1 ~ /DeviceScanKernel/) { t = typ($1); if (t != "") C[t off($1)] = $0 }; next }
END {
    print "config,prism_threads,cub_threads,prism_items,cub_items,prism_tile,cub_tile,prism_load_bytes,cub_load_bytes,prism_blocks_sm,cub_blocks_sm,prism_inflight,cub_inflight,prism_regs,cub_regs,prism_ptx,cub_ptx,prism_bars,cub_bars,prism_local,cub_local,prism_spill,cub_spill,prism_smem,cub_smem,status" > csv
    print "\n## kernels/scan against cub::DeviceScan::InclusiveSum (sm_90a)\n" >> md
    print "Written by bench/parity/scan.sh.  Budgets: tile, load width and bytes in flight per SM at least CUB'"'"'s; registers <= CUB, PTX <= 1.10x CUB, barriers <= CUB, no local memory or spills.  CUB'"'"'s shape is its Policy900 (printed by bench/parity/scan_cub.cu).  scan_T: CUB called with an int count (32-bit offsets); scan_T_n64: with a 64-bit count.  kernels/scan is one kernel for both (64-bit tile offsets).\n" >> md
    print "| config | threads x items P/C | tile items (bytes) P/C | load bytes/lane P/C | blocks/SM P/C | in flight/SM P/C | regs P/C | PTX P/C (ratio) | barriers P/C | local P/C | spill P/C | smem P/C | status |" >> md
    print "|---|---|---|---|---|---|---|---|---|---|---|---|---|" >> md
    split("i32 f32 i32_n64 f32_n64", rows, " ")
    for (i = 1; i <= 4; i++) {
        r = rows[i]; t = substr(r, 1, 3)
        if (!(t in P) || !(r in C) || !(t in cth)) { printf "FAIL parity-scan_%s: figures missing (Prism %s, CUB %s, policy %s)\n", r, (t in P), (r in C), (t in cth); continue }
        split(P[t], p, " "); split(C[r], c, " ")
        ptile = pth * pit; ctile = cth[t] * cit[t]
        pb = blocks(p[2], pth, psm); cb = blocks(c[2], cth[t], c[5])
        pin = pb * ptile * 4; cin = cb * ctile * 4
        ratio = c[6] ? p[6] / c[6] : 99
        why = ""
        if (ptile < ctile) why = why sprintf(" tile %d < %d;", ptile, ctile)
        if (pw[t] < cw[r]) why = why sprintf(" load width %d < %d bytes;", pw[t], cw[r])
        if (pin < cin) why = why sprintf(" in flight %d < %d bytes;", pin, cin)
        if (p[2] > c[2]) why = why sprintf(" registers %d > %d;", p[2], c[2])
        if (p[6] > 1.10 * c[6]) why = why sprintf(" PTX %d > 1.10 x %d;", p[6], c[6])
        if (p[7] > c[7]) why = why sprintf(" barriers %d > %d;", p[7], c[7])
        if (p[3] > 0 || p[4] > 0) why = why sprintf(" local memory %d bytes, spills %d bytes;", p[4], p[3])
        st = why == "" ? "ok" : "OVER"
        fig = sprintf("%dx%d/%dx%d threads x items, tile %d/%d, load %d/%d bytes, %d/%d blocks/SM, in flight %d/%d bytes, regs %d/%d, PTX %d/%d (%.2f), barriers %d/%d, local %d/%d, spills %d/%d", \
            pth, pit, cth[t], cit[t], ptile, ctile, pw[t], cw[r], pb, cb, pin, cin, p[2], c[2], p[6], c[6], ratio, p[7], c[7], p[4], c[4], p[3], c[3])
        if (st == "ok") printf "PASS parity-scan_%s: %s\n", r, fig
        else printf "FAIL parity-scan_%s: over budget:%s %s\n", r, why, fig
        printf "scan_%s,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%s\n", r, pth, cth[t], pit, cit[t], ptile, ctile, \
            pw[t], cw[r], pb, cb, pin, cin, p[2], c[2], p[6], c[6], p[7], c[7], p[4], c[4], p[3], c[3], psm, c[5], st > csv
        printf "| scan_%s | %dx%d / %dx%d | %d (%d) / %d (%d) | %d / %d | %d / %d | %d / %d | %d / %d | %d / %d (%.2f) | %d / %d | %d / %d | %d / %d | %d / %d | %s |\n", r, \
            pth, pit, cth[t], cit[t], ptile, ptile * 4, ctile, ctile * 4, pw[t], cw[r], pb, cb, pin, cin, p[2], c[2], p[6], c[6], ratio, \
            p[7], c[7], p[4], c[4], p[3], c[3], psm, c[5], st >> md
    }
}' "$tmp/policy.txt" "$tmp/p.wid" "$tmp/c.wid" "$tmp/p.fig" "$tmp/c.fig"
