#!/usr/bin/env bash
# Runs foldkit-bench RUNS times as separate processes and prints, per case, the median and the
# worst of the per-run ns/item (each run is already a median of 7 rounds). One process can run a
# case slower throughout (where its memory lands matters), so a target is judged across runs.
# Usage: scripts/bench-runs.sh RUNS [FILTER]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:?usage: scripts/bench-runs.sh RUNS [FILTER]}
filter=${2:-}
case "$runs" in ''|*[!0-9]*|0|0*) echo "error: RUNS must be a whole number ≥ 1, not '$runs'" >&2; exit 2 ;; esac
swift build -c release --product foldkit-bench >/dev/null
for _ in $(seq "$runs"); do
  .build/release/foldkit-bench --format json ${filter:+--filter "$filter"}
done | python3 -c '
import json, statistics, sys
decoder, text, runs = json.JSONDecoder(), sys.stdin.read(), {}
index = 0
while index < len(text):
    if text[index].isspace(): index += 1; continue
    document, index = decoder.raw_decode(text, index)
    for case in document["cases"]:
        runs.setdefault((case["name"], case["n"]), []).append(case["nsPerItem"])
if not runs: sys.exit(2)
print("%-44s %15s %14s  runs" % ("case", "median ns/item", "worst ns/item"))
for (name, n), values in runs.items():
    label = f"{name} [n={n}]" if n > 1 else name
    print(f"{label:<44} {statistics.median(values):>15.1f} {max(values):>14.1f}  {len(values)}")
'
