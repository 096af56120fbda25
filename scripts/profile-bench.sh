#!/usr/bin/env bash
# Profiles benchmark cases with valgrind's callgrind: instructions per operation, in all and of
# every function the cases run (load-independent, unlike the timings).
# Usage: scripts/profile-bench.sh FILTER [LINES] [REPEAT]
# Each matching case's operation runs REPEAT times (default 50) through `foldkit-bench --repeat`;
# only that loop is counted, not the cases' set-up (scenes decoded, panels laid out). Filter to one
# case for its own count: with several, "per operation" is their sum. Needs valgrind
# (`apt-get install valgrind`).
# The release binary is copied without its DWARF debug info (valgrind 3.19 cannot read Swift's
# DWARF 5); function names come from the symbol table. Output: .build/profile/callgrind.out.
set -euo pipefail
cd "$(dirname "$0")/.."
filter=${1:?usage: scripts/profile-bench.sh FILTER [LINES] [REPEAT]}
lines=${2:-30}
repeat=${3:-50}
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product foldkit-bench >/dev/null
mkdir -p .build/profile
cp .build/release/foldkit-bench .build/profile/foldkit-bench
strip -g .build/profile/foldkit-bench
valgrind --tool=callgrind --callgrind-out-file=.build/profile/callgrind.out \
  --toggle-collect='$s13foldkit_bench7HarnessV3run*' \
  .build/profile/foldkit-bench --filter "$filter" --repeat "$repeat" >/dev/null 2>.build/profile/valgrind.log
callgrind_annotate .build/profile/callgrind.out 2>/dev/null | awk -v n="$repeat" '
  /PROGRAM TOTALS/ { gsub(",", "", $1); printf "%d instructions per operation (%d runs)\n", $1 / n, n }'
callgrind_annotate --inclusive=yes .build/profile/callgrind.out 2>/dev/null | grep -E '^ *[0-9,]+ ' | grep -v 'PROGRAM TOTALS' \
  | head -n "$lines" | sed -E 's/\?\?\?://; s/ \[[^]]*\]$//' | cut -c1-200
