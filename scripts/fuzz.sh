#!/usr/bin/env bash
# Builds and runs a libFuzzer target (swiftc -sanitize=fuzzer) over FoldKit's input decoders.
# Usage: scripts/fuzz.sh profile|scene [SECONDS]   (default 10 seconds; CI runs a few seconds)
# The corpus starts from the built-in profiles / scenes; crashes land in .build/fuzz/<target>/.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz.sh profile|scene [SECONDS]}
seconds=${2:-10}
out=.build/fuzz
mkdir -p "$out/$target/corpus" "$out/$target/crashes"
flags=(-O -parse-as-library -sanitize=fuzzer,address -g)
sources() { find "$1" -name '*.swift' | sort; }

# FoldKit (and FoldKitScenes for the scene target) as static libraries, instrumented for coverage.
swiftc "${flags[@]}" -module-name FoldKit -emit-module -emit-module-path "$out/FoldKit.swiftmodule" \
  -emit-library -static -o "$out/libFoldKit.a" $(sources Sources/FoldKit) Fuzz/Shims/FoldKitBundle.swift
libs=(-L "$out" -lFoldKit)
if [ "$target" = scene ]; then
  swiftc "${flags[@]}" -module-name FoldKitScenes -I "$out" -emit-module -emit-module-path "$out/FoldKitScenes.swiftmodule" \
    -emit-library -static -o "$out/libFoldKitScenes.a" $(sources Sources/FoldKitScenes) Fuzz/Shims/ScenesBundle.swift
  swiftc "${flags[@]}" -module-name FoldKitLint -I "$out" -emit-module -emit-module-path "$out/FoldKitLint.swiftmodule" \
    -emit-library -static -o "$out/libFoldKitLint.a" $(sources Sources/FoldKitLint)
  libs=(-L "$out" -lFoldKitLint -lFoldKitScenes -lFoldKit)
  cp Sources/FoldKitScenes/Resources/Scenes/*.json "$out/$target/corpus/" 2>/dev/null || true
else
  cp Sources/FoldKit/Resources/Profiles/*.json "$out/$target/corpus/"
fi
name=$(tr '[:lower:]' '[:upper:]' <<< "${target:0:1}")${target:1}
swiftc "${flags[@]}" -I "$out" "${libs[@]}" -o "$out/$target/fuzzer" Fuzz/${name}Fuzzer/*.swift

export FOLDKIT_RESOURCES="$PWD/Sources/FoldKit/Resources" FOLDKIT_SCENE_RESOURCES="$PWD/Sources/FoldKitScenes/Resources"
"$out/$target/fuzzer" "$out/$target/corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/$target/crashes/" -print_final_stats=1 2>&1 | tail -n 25
