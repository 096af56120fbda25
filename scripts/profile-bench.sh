#!/usr/bin/env bash
# Profiles benchmark cases with valgrind's callgrind: instructions per call of every function the
# cases run (load-independent, unlike the timings). Usage: scripts/profile-bench.sh FILTER [LINES]
# The release binary is copied without its DWARF debug info (valgrind 3.19 cannot read Swift's
# DWARF 5); function names come from the symbol table. Output: .build/profile/callgrind.out.
set -euo pipefail
cd "$(dirname "$0")/.."
filter=${1:?usage: scripts/profile-bench.sh FILTER [LINES]}
lines=${2:-30}
swift build -c release --product foldkit-bench >/dev/null
mkdir -p .build/profile
cp .build/release/foldkit-bench .build/profile/foldkit-bench
strip -g .build/profile/foldkit-bench
valgrind --tool=callgrind --callgrind-out-file=.build/profile/callgrind.out \
  .build/profile/foldkit-bench --filter "$filter" >/dev/null 2>.build/profile/valgrind.log
callgrind_annotate --inclusive=yes .build/profile/callgrind.out 2>/dev/null | grep -E '^ *[0-9,]+ ' | grep -v 'PROGRAM TOTALS' \
  | head -n "$lines" | sed -E 's/\?\?\?://; s/ \[[^]]*\]$//' | cut -c1-200
