#!/usr/bin/env python3
"""bench/gpu_summary.py DIR - one table of ratios from the GPU benchmarks'
JSON in DIR (what `make gpu-report` writes), as Markdown on stdout.

Benchmark names are FIGURE/IMPL/ARG[/manual_time]; the rate is the first of
FLOP/s, bytes_per_second, items_per_second a run reports (else 1/time), the
median over repetitions where there are several.  Each implementation is
compared with its baseline in the same run: `prism_X` with `cub_X` where
that exists, `twin_vN` and `prism_vN` with `cublas`, `prism` with `cub`
(library primitives), and `prism_vN` also with its twin `twin_vN`
(abstraction cost); a tuning variant `IMPL~VARIANT` as IMPL.  The targets printed beside the ratios are issue 12's
and 15's.
"""
import glob
import json
import os
import re
import sys
from collections import defaultdict

RATE_KEYS = ("FLOP/s", "bytes_per_second", "items_per_second")
OPTION_WORDS = ("manual_time", "real_time", "process_time")
OPTION_RE = re.compile(r"^(repeats|min_time|min_warmup_time|iterations|threads):")
TARGETS = {"sgemm": 0.90, "sgemm_tune": 0.90, "scan": 0.97, "scan_tune": 0.97, "lib": 0.98, "hgemm": 0.90}


def rate(b):
    for k in RATE_KEYS:
        if k in b:
            return float(b[k])
    t = float(b.get("real_time", 0))
    return 1.0 / t if t > 0 else 0.0


def load(path):
    """{(figure, arg): {impl: rate}} from one JSON file, medians preferred."""
    with open(path) as f:
        data = json.load(f)
    runs = defaultdict(list)
    medians = {}
    for b in data.get("benchmarks", []):
        # Google Benchmark appends its options to the name
        # (".../4096/repeats:5/manual_time"): they are not part of the key.
        parts = [p for p in b.get("run_name", b["name"]).split("/") if p not in OPTION_WORDS and not OPTION_RE.match(p)]
        if len(parts) < 3 or b.get("error_occurred"):
            continue
        key = ("/".join(parts[:-2]), parts[-2], parts[-1])
        if b.get("aggregate_name") == "median":
            medians[key] = rate(b)
        elif b.get("run_type", "iteration") == "iteration":
            runs[key].append(rate(b))
    table = defaultdict(dict)
    for key in set(runs) | set(medians):
        r = medians.get(key)
        if r is None:
            xs = sorted(runs[key])
            r = xs[len(xs) // 2]
        fig, impl, arg = key
        table[(fig, arg)][impl] = r
    return table


def baselines(impl, impls):
    # A tuning variant IMPL~VARIANT has IMPL's baselines.
    impl = impl.split("~")[0]
    out = []
    if impl.startswith("prism_") and "cub_" + impl[6:] in impls:
        out.append("cub_" + impl[6:])
    if impl == "prism" and "cub" in impls:
        out.append("cub")
    if (impl.startswith("prism") or impl.startswith("twin")) and "cublas" in impls:
        out.append("cublas")
    m = re.match(r"prism_(v\d+)$", impl)
    if m and "twin_" + m.group(1) in impls:
        out.append("twin_" + m.group(1))
    if impl.startswith("prism") and "copy" in impls:
        out.append("copy")
    return out


def main():
    d = sys.argv[1]
    # One table a JSON file: a directory may hold a full report's runs and
    # later runs of some benchmarks (after a default changed), whose rows
    # must not be read as one run.
    tables = []
    for path in sorted(glob.glob(os.path.join(d, "*.json"))):
        rows = []
        for (fig, arg), impls in sorted(load(path).items(), key=lambda kv: (kv[0][0], int(kv[0][1]) if kv[0][1].isdigit() else 0)):
            for impl in sorted(impls):
                for base in baselines(impl, impls):
                    if impls[base] > 0:
                        rows.append((fig, impl, base, arg, impls[impl] / impls[base]))
        if rows:
            tables.append((os.path.basename(path), rows))
    print("# GPU summary: ratios to the baseline in the same run (higher is better)\n")
    env = os.path.join(d, "ENV.md")
    if os.path.exists(env):
        print(open(env).read().split("\n", 2)[-1].strip() + "\n")
    if not tables:
        print("No benchmark results found.")
        return 0
    for name, rows in tables:
        print(f"## {name}\n")
        print("| figure | implementation | baseline | size | ratio | target |")
        print("|---|---|---|---|---|---|")
        for fig, impl, base, arg, r in rows:
            top = fig.split("/")[0]
            tgt = TARGETS.get(top) if base in ("cublas", "cub") or base.startswith("cub_") else None
            mark = "" if tgt is None else (f"{tgt:.2f} {'met' if r >= tgt else 'MISSED'}")
            print(f"| {fig} | {impl} | {base} | {arg} | {r:.3f} | {mark} |")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
