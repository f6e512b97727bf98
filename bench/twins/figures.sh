#!/usr/bin/env bash
# bench/twins/figures.sh PTXAS_LOG PTX - the static figures of every entry
# function compiled into one object, one line per entry:
#     NAME REGS SPILL LOCAL SMEM PTX BARRIERS SHUFFLES REDUX
# NAME is the entry's (possibly mangled) symbol; REGS, SPILL (spill store +
# load bytes), LOCAL (stack frame bytes) and SMEM (static shared bytes) are
# ptxas -v's; PTX counts the instruction lines of the entry's body in the
# nvcc --ptx output (directives, labels, braces and comments excluded),
# BARRIERS its block barriers (bar/barrier .sync/.red/.arrive, not
# bar.warp.sync), SHUFFLES its shfl.sync and REDUX its redux.sync.
# The one parser of these outputs: abicost.sh and the parity gate
# (bench/parity/parity.sh) both read figures through it.
set -u
log=$1 ptx=$2
awk '
FNR == 1 { file++ }
file == 1 && /Compiling entry function/ {
    n = $0; sub(/.*entry function .\047?/, "", n); sub(/\047.*/, "", n); cur = n; order[++count] = n
}
file == 1 && /bytes stack frame/ && cur != "" {
    nw = split($0, w, /[ ,]+/)
    for (i = 1; i + 2 <= nw; i++) {
        if (w[i + 1] == "bytes" && w[i + 2] == "stack") lmem[cur] = w[i]
        if (w[i + 1] == "bytes" && w[i + 2] == "spill") spill[cur] += w[i]
    }
}
file == 1 && /Used [0-9]+ registers/ && cur != "" {
    s = $0; sub(/.*Used /, "", s); regs[cur] = s + 0
    if (match($0, /[0-9]+ bytes smem/)) smem[cur] = substr($0, RSTART, RLENGTH) + 0
}
file == 2 && /^\.(visible )?\.entry/ {
    e = $0; sub(/.*\.entry[ \t]+/, "", e); sub(/[ \t(].*/, "", e); in_e = e; next
}
file == 2 && /^}/ { in_e = ""; next }
# Inline asm (the shuffles of CUB) sits on one line as "{ .reg ...; shfl...; }":
# count statements, not lines.
file == 2 && in_e != "" {
    line = $0; sub(/\/\/.*/, "", line); gsub(/[{}]/, ";", line)
    np = split(line, piece, ";")
    for (i = 1; i <= np; i++) {
        st = piece[i]; sub(/^[ \t]+/, "", st)
        if (st !~ /^[a-z@]/) continue
        ptx[in_e]++
        if (st ~ /^(@[!%a-z0-9_]+[ \t]+)?(bar|barrier)\.(sync|red|arrive|cta)/) bars[in_e]++
        if (st ~ /shfl\.sync/) shfl[in_e]++
        if (st ~ /redux\.sync/) redux[in_e]++
    }
}
END {
    for (k = 1; k <= count; k++) {
        n = order[k]
        printf "%s %d %d %d %d %d %d %d %d\n", n, regs[n], spill[n], lmem[n], smem[n], ptx[n], bars[n], shfl[n], redux[n]
    }
}' "$log" "$ptx"
