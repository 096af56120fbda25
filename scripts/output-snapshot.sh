#!/usr/bin/env bash
# Writes what the built-in scenes give on every built-in device into OUT_DIR, so two builds'
# outputs can be compared byte for byte with `diff -r` (a restructuring must change none of it):
#   layouts/      scripts/layout-dump.py (every scene × device × posture × direction, camera and
#                 Live Activity; compare with scripts/layout-diff.py for a readable report)
#   storyboard/   the SVG panels and index.html of every device in every state (both directions,
#                 camera off and on, Live Activity off and on), and its report (text and JSON)
#   windows/      the Duo in flat and book in two side-by-side windows
#   lint.*        lint over the same states as text, JSON and SARIF
#   transitions/  each scene flat → book, book → tabletop and book → book+camera, as JSON
# Usage: scripts/output-snapshot.sh OUT_DIR [BIN]   (BIN defaults to .build/release/foldkit)
set -euo pipefail
out=${1:?usage: scripts/output-snapshot.sh OUT_DIR [BIN]}
bin=${2:-.build/release/foldkit}
cd "$(dirname "$0")/.."
[ -x "$bin" ] || { echo "error: no foldkit binary at '$bin' (swift build -c release)" >&2; exit 2; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
rm -rf "$out"
mkdir -p "$out/transitions"
states=(--layout-direction ltr,rtl --camera-streaming off,on --live-activity off,on)

python3 scripts/layout-dump.py "$out/layouts" --bin "$bin" >/dev/null
"$bin" storyboard --device all "${states[@]}" -o "$out/storyboard" > "$out/storyboard.txt"
"$bin" storyboard --device all "${states[@]}" -o "$out/storyboard" --format json > "$out/storyboard.json"
"$bin" storyboard --posture flat,book --window 0,0,470,669 --window 481,0,470,669 -o "$out/windows" > "$out/windows.txt"
for format in text json sarif; do
  # Lint exits 1 when it finds errors; the output is what is compared.
  "$bin" lint --device all "${states[@]}" --format "$format" > "$out/lint.$format" 2>&1 || true
done
for scene in Sources/FoldKitScenes/Resources/Scenes/*.json; do
  name=$(basename "$scene" .json)
  for pair in flat:book book:tabletop book:book+camera; do
    "$bin" transition "$scene" --from "${pair%%:*}" --to "${pair##*:}" --format json \
      > "$out/transitions/$name.${pair/:/-}.json" 2>&1 || true
  done
done
# The output directory is named in the reports; make them comparable across OUT_DIRs.
sed -i "s#$out#OUT#g" "$out"/*.txt "$out"/*.json 2>/dev/null || true
echo "$(find "$out" -type f | wc -l) files in $out"
