#!/usr/bin/env bash
# bench/plot.sh [RESULTS_DIR] - turn every Google Benchmark JSON under
# RESULTS_DIR (default bench/results) into PNG plots next to it.
#
# Convention (bench/bench.mk): a benchmark is named FIGURE/IMPL/ARGS; the
# first numeric argument is the size (x axis) and the plotted rate is the
# first of FLOP/s, bytes_per_second, items_per_second present, taken from
# the "_mean" aggregate when the run had repetitions.  One PNG per
# FIGURE per JSON file: DIR/NAME-FIGURE.png, and a FIGURE.dat table.  It
# also prints, per figure, the geometric mean over common sizes of each
# prism_* implementation's rate relative to its baselines (see the pairing
# rule below: prism_v3 vs twin_v3 and cublas, prism_i32 vs cub_i32 and copy).
set -u
root=${1:-bench/results}
command -v gnuplot >/dev/null || { echo "plot: gnuplot not found (apt-get install gnuplot-nox)"; exit 1; }
command -v python3 >/dev/null || { echo "plot: python3 not found"; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
status=0
while IFS= read -r -d '' json; do
    python3 - "$json" "$here/plot.gp" <<'PY' || status=1
import json, math, os, re, subprocess, sys

path, script = sys.argv[1], sys.argv[2]
with open(path) as f:
    doc = json.load(f)
RATES = [("FLOP/s", "GFLOP/s", 1e9), ("bytes_per_second", "GB/s", 1e9), ("items_per_second", "Gitems/s", 1e9)]
figs = {}  # figure -> {"unit": (...), "impl": {size: rate}}
plain = {}  # run_name -> [rates] for runs without aggregates
# One unit per figure: the first rate in RATES that any of its runs reports.
best = {}
for b in doc.get("benchmarks", []):
    fig = b.get("run_name", b["name"]).split("/")[0]
    i = next((i for i, r in enumerate(RATES) if r[0] in b), None)
    if i is not None:
        best[fig] = min(best.get(fig, i), i)
units = {fig: RATES[i] for fig, i in best.items()}
for b in doc.get("benchmarks", []):
    if b.get("error_occurred"):
        continue
    parts = b.get("run_name", b["name"]).split("/")
    if len(parts) < 3:
        continue
    m = re.match(r"(?:[A-Za-z_]+:)?(\d+)$", parts[2])
    if not m:
        continue
    rate = units.get(parts[0])
    if rate is None or rate[0] not in b:
        continue
    fig, impl, size = parts[0], parts[1], int(m.group(1))
    kind = b.get("run_type")
    agg = b.get("aggregate_name", "")
    key = (fig, impl, size)
    if kind == "aggregate" and agg != "mean":
        continue
    e = figs.setdefault(fig, {"unit": rate, "impl": {}})
    if kind == "aggregate":
        e["impl"].setdefault(impl, {})[size] = b[rate[0]] / rate[2]
        plain.pop(key, None)
    elif size not in e["impl"].get(impl, {}) or key in plain:
        plain.setdefault(key, []).append(b[rate[0]] / rate[2])
        e["impl"].setdefault(impl, {})[size] = sum(plain[key]) / len(plain[key])
base = os.path.splitext(path)[0]
for fig, e in sorted(figs.items()):
    impls = sorted(e["impl"])
    sizes = sorted({s for d in e["impl"].values() for s in d})
    dat = f"{base}-{fig}.dat"
    with open(dat, "w") as f:
        f.write("size " + " ".join(impls) + "\n")
        for s in sizes:
            f.write(f"{s} " + " ".join(f"{e['impl'][i][s]:.6g}" if s in e["impl"][i] else "?" for i in impls) + "\n")
    png = f"{base}-{fig}.png"
    title = f"{fig} ({os.path.basename(os.path.dirname(path))})"
    subprocess.run(["gnuplot", "-e", f"in='{dat}'; out='{png}'; ttl='{title}'; ylab='{e['unit'][1]}'; ncol={len(impls) + 1}",
                    script], check=True)
    print(f"plot: {png}")
    # Ratios: each prism_X against each baseline that matches it.  A
    # baseline whose suffix (after the first "_") is also some prism
    # implementation's suffix pairs with that one only (twin_v3 with
    # prism_v3, cub_i32 with prism_i32); any other baseline (cublas, copy,
    # cpu_ref) pairs with every prism implementation.
    def suffix(name):
        return name.split("_", 1)[1] if "_" in name else None
    prisms = [i for i in impls if i.startswith("prism")]
    psuf = {suffix(i) for i in prisms}
    for p in prisms:
        for q in impls:
            if q.startswith("prism") or (suffix(q) in psuf and suffix(q) != suffix(p)):
                continue
            common = [s for s in sizes if s in e["impl"][p] and s in e["impl"][q] and e["impl"][q][s] > 0]
            if common:
                g = math.exp(sum(math.log(e["impl"][p][s] / e["impl"][q][s]) for s in common) / len(common))
                print(f"plot: {fig}: {p} / {q} = {g:.3f} (geometric mean over {len(common)} sizes)")
PY
done < <(find "$root" -name '*.json' -print0 2>/dev/null | sort -z)
exit $status
