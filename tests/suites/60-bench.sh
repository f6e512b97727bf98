#!/usr/bin/env bash
# 60-bench: the Google Benchmark C wrapper (bench/gbench.h) end to end.
# Runs the smoke benchmark (built by `make`, in both passes: the wrapper
# is host code), parses its JSON back and checks every field the header
# promises: arguments, rate counters, manual time, repetitions with
# mean/median/stddev/cv, the custom context, and failure reporting.
set -u
set -o pipefail
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
bin=$BUILD/bench/gbench_smoke
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ! -x "$bin" ]; then
    echo "FAIL gbench-build: $bin not built"
    exit 0
fi
if ! command -v python3 >/dev/null; then
    echo "SKIP gbench-json: no python3 to parse the JSON"
    exit 0
fi

# Short runs: the suite checks the plumbing, not the numbers.
if timeout 120 "$bin" --benchmark_min_time=0.01 --benchmark_out="$tmp/out.json" \
        --benchmark_out_format=json >"$tmp/stdout" 2>"$tmp/stderr"; then
    echo "PASS gbench-run"
else
    echo "FAIL gbench-run: exit $? ($(tail -n 3 "$tmp/stderr" | tr '\n' ' '))"
    exit 0
fi

python3 - "$tmp/out.json" <<'PY'
import json, sys

def check(name, ok, why):
    print(f"PASS {name}" if ok else f"FAIL {name}: {why}")

try:
    doc = json.load(open(sys.argv[1]))
except Exception as e:  # the JSON itself is under test
    print(f"FAIL gbench-json: {e}")
    sys.exit(0)
print("PASS gbench-json")
bs = doc.get("benchmarks", [])
ctx = doc.get("context", {})
check("gbench-context", ctx.get("prism_bench") == "gbench_smoke", f"context: {ctx.get('prism_bench')!r}")

runs = [b for b in bs if b.get("run_type") == "iteration" and b["run_name"].startswith("smoke/sum/")]
sizes = sorted({int(b["run_name"].split("/")[2].split(":")[1]) for b in runs})
check("gbench-args", sizes == [256, 1000, 1024, 2000, 3000, 4096], f"sizes {sizes}")
check("gbench-repetitions", len(runs) == 3 * len(sizes), f"{len(runs)} iteration runs")
aggs = {(b["run_name"], b.get("aggregate_name")) for b in bs if b.get("run_type") == "aggregate"}
missing = [a for n in {b["run_name"] for b in runs} for a in ("mean", "median", "stddev", "cv") if (n, a) not in aggs]
check("gbench-aggregates", runs and not missing, f"missing {missing[:4]}")

# A rate counter is value * iterations / seconds: bytes_per_second must be
# 4 bytes * n per iteration over the mean iteration time.
bad = []
for b in runs:
    n = int(b["run_name"].split("/")[2].split(":")[1])
    secs = b["cpu_time"] * {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}[b["time_unit"]]
    want = 4.0 * n / secs
    if not (0.98 < b["bytes_per_second"] / want < 1.02) or abs(b["FLOP/s"] * 4 - b["bytes_per_second"]) > 1e-6 * b["bytes_per_second"]:
        bad.append(b["run_name"])
    if b.get("elements") != n or b.get("label") != "smoke" or b.get("time_unit") != "us":
        bad.append(b["run_name"] + " (plain counter/label/unit)")
check("gbench-rate-counters", runs and not bad, f"{bad[:3]}")

man = [b for b in bs if b["run_name"].startswith("smoke/sum_manual/")]
names = sorted(b["run_name"].split("/min_time")[0] for b in man)
check("gbench-manual-time", names == ["smoke/sum_manual/1000/3", "smoke/sum_manual/256/2"]
      and all(b["run_name"].endswith("manual_time") and b["bytes_per_second"] > 0 for b in man), f"{names}")

grid = [b for b in bs if b["run_name"].startswith("smoke/grid/")]
pairs = sorted((b["run_name"].split("/")[2], b["run_name"].split("/")[3]) for b in grid)
check("gbench-ranges2-iterations", pairs == [("a:1", "b:16"), ("a:1", "b:8"), ("a:4", "b:16"), ("a:4", "b:8")]
      and all(b["iterations"] == 7 and b["product"] == int(b["run_name"].split("/")[2][2:]) * int(b["run_name"].split("/")[3][2:]) for b in grid),
      f"{pairs} {[b.get('iterations') for b in grid]}")
PY

# gb_skip_with_error must fail the process and be recorded in the JSON.
if GBENCH_SMOKE_FAIL=1 timeout 60 "$bin" --benchmark_filter=fail --benchmark_out="$tmp/fail.json" \
        --benchmark_out_format=json >/dev/null 2>&1; then
    echo "FAIL gbench-error: a failed benchmark exited 0"
elif python3 -c 'import json,sys; b=json.load(open(sys.argv[1]))["benchmarks"]; sys.exit(not (b and b[0].get("error_occurred") and b[0].get("error_message") == "deliberate failure"))' "$tmp/fail.json"; then
    echo "PASS gbench-error"
else
    echo "FAIL gbench-error: error not recorded in the JSON"
fi

# bench/run.sh (what `make bench` runs): one JSON per binary, every binary
# runs even after a failure, and the status says a failure happened.
if [ "${PRISM_SAN:-0}" = 0 ]; then
    printf '#!/bin/sh\nexit 3\n' >"$tmp/broken" && chmod +x "$tmp/broken"
    if bash bench/run.sh "$tmp/runs" "--benchmark_filter=smoke/sum/n:256 --benchmark_min_time=0.01" \
            "$tmp/broken" "$bin" >"$tmp/run.log" 2>&1; then
        echo "FAIL gbench-run-sh: a failing binary did not fail the run"
    elif [ -s "$tmp/runs/gbench_smoke.json" ] && grep -q "broken FAILED" "$tmp/run.log"; then
        echo "PASS gbench-run-sh"
    else
        echo "FAIL gbench-run-sh: $(tail -n 3 "$tmp/run.log" | tr '\n' ' ')"
    fi
fi

# An unknown flag is a usage error, not a silent run.
if timeout 60 "$bin" --benchmark_no_such_flag >/dev/null 2>&1; then
    echo "FAIL gbench-bad-flag: unknown flag accepted"
else
    echo "PASS gbench-bad-flag"
fi

# The plot pipeline (the sanitizer pass has nothing new to say about it).
if [ "${PRISM_SAN:-0}" = 0 ]; then
    if ! command -v gnuplot >/dev/null; then
        echo "SKIP gbench-plot: no gnuplot"
    else
        mkdir -p "$tmp/res/cpu-test" && cp "$tmp/out.json" "$tmp/res/cpu-test/gbench_smoke.json"
        if timeout 120 bash bench/plot.sh "$tmp/res" >"$tmp/plot.log" 2>&1 &&
            [ -s "$tmp/res/cpu-test/gbench_smoke-smoke.png" ] &&
            [ "$(head -1 "$tmp/res/cpu-test/gbench_smoke-smoke.dat")" = "size sum" ]; then
            echo "PASS gbench-plot"
        else
            echo "FAIL gbench-plot: $(tail -n 3 "$tmp/plot.log" | tr '\n' ' ')"
        fi
    fi
fi
