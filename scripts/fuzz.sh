#!/usr/bin/env bash
# Builds and runs a libFuzzer target (swiftc -sanitize=fuzzer,address) over FoldKit's input decoders.
# Usage: scripts/fuzz.sh profile|scene [SECONDS]   (default 10 seconds; `make test` runs 5 of each)
#   profile: any bytes as a device profile; a valid one resolves every preset and queries regions.
#   scene:   any bytes as a scene file; a valid one is laid out and linted in every posture, both directions.
# The corpus starts from the built-in profiles / scenes; crashes land in .build/fuzz/<target>/crashes/.
# Static libraries are rebuilt only when a source is newer, so the second target reuses FoldKit.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz.sh profile|scene [SECONDS]}
seconds=${2:-10}
case "$target" in profile|scene) ;; *) echo "error: unknown fuzz target '$target' (values: profile, scene)" >&2; exit 2 ;; esac
out=.build/fuzz
mkdir -p "$out/$target/corpus" "$out/$target/crashes"
flags=(-O -parse-as-library -sanitize=fuzzer,address -g -package-name foldkit)
sources() { find "$@" -name '*.swift' | sort; }

# build OUTPUT SOURCES... -- SWIFTC-ARGS...: runs swiftc unless OUTPUT is newer than every source.
build() {
  local output=$1; shift
  local inputs=()
  while [ "$1" != "--" ]; do inputs+=("$1"); shift; done
  shift
  if [ -f "$output" ] && [ -z "$(find "${inputs[@]}" -newer "$output" -print -quit)" ]; then return; fi
  swiftc "${flags[@]}" "$@" 2> >(grep -v "Cannot export local symbol" >&2)
}

# FoldKit (and FoldKitScenes, FoldKitLint for the scene target) as static libraries, instrumented.
build "$out/libFoldKit.a" Sources/FoldKit Fuzz/Shims/FoldKitBundle.swift -- \
  -module-name FoldKit -emit-module -emit-module-path "$out/FoldKit.swiftmodule" \
  -emit-library -static -o "$out/libFoldKit.a" $(sources Sources/FoldKit Fuzz/Shims/FoldKitBundle.swift)
libs=(-L "$out" -lFoldKit)
if [ "$target" = scene ]; then
  build "$out/libFoldKitScenes.a" Sources/FoldKitScenes Fuzz/Shims/ScenesBundle.swift "$out/libFoldKit.a" -- \
    -module-name FoldKitScenes -I "$out" -emit-module -emit-module-path "$out/FoldKitScenes.swiftmodule" \
    -emit-library -static -o "$out/libFoldKitScenes.a" $(sources Sources/FoldKitScenes Fuzz/Shims/ScenesBundle.swift)
  build "$out/libFoldKitLint.a" Sources/FoldKitLint "$out/libFoldKitScenes.a" -- \
    -module-name FoldKitLint -I "$out" -emit-module -emit-module-path "$out/FoldKitLint.swiftmodule" \
    -emit-library -static -o "$out/libFoldKitLint.a" $(sources Sources/FoldKitLint)
  libs=(-L "$out" -lFoldKitLint -lFoldKitScenes -lFoldKit)
  cp Sources/FoldKitScenes/Resources/Scenes/*.json "$out/$target/corpus/"
else
  cp Sources/FoldKit/Resources/Profiles/*.json "$out/$target/corpus/"
fi
name=$(tr '[:lower:]' '[:upper:]' <<< "${target:0:1}")${target:1}
build "$out/$target/fuzzer" Fuzz/${name}Fuzzer "$out"/lib*.a -- \
  -I "$out" "${libs[@]}" -o "$out/$target/fuzzer" $(sources Fuzz/${name}Fuzzer)

export FOLDKIT_RESOURCES="$PWD/Sources/FoldKit/Resources" FOLDKIT_SCENE_RESOURCES="$PWD/Sources/FoldKitScenes/Resources"
log="$out/$target/log.txt"
status=0
"$out/$target/fuzzer" "$out/$target/corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/$target/crashes/" -print_final_stats=1 >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  tail -n 60 "$log" >&2
  echo "error: the $target fuzzer failed (exit $status); the input is in $out/$target/crashes/, the log in $log" >&2
  exit 1
fi
echo "fuzz $target: $(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}') executions in $seconds s, no crash"
