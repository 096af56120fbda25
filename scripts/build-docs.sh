#!/usr/bin/env bash
# Builds the DocC catalog of the FoldKit module with the toolchain's own docc (no package plugin):
# symbol graphs from the debug build, then `docc convert`. Output: .build/docs (a static site).
# Fails (non-zero) when the catalog does not build or docc reports a warning (a broken link, a
# missing symbol). Also extracts the other modules' symbol graphs for scripts/check-doc-coverage.py.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target FoldKitCLI >/dev/null
swift build --target FoldKitTesting >/dev/null
rm -rf .build/symbol-graphs .build/docs && mkdir -p .build/symbol-graphs
for module in FoldKit FoldKitScenes FoldKitRender FoldKitLint FoldKitStoryboard FoldKitCLI FoldKitTesting; do
  swift-symbolgraph-extract -module-name "$module" -I .build/debug/Modules -I Sources/_CCairo -I Sources/_CPango \
    -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -output-dir .build/symbol-graphs
done
mkdir -p .build/symbol-graphs/FoldKit
cp .build/symbol-graphs/FoldKit.symbols.json .build/symbol-graphs/FoldKit@*.symbols.json .build/symbol-graphs/FoldKit/
docc convert Sources/FoldKit/FoldKit.docc --fallback-display-name FoldKit --fallback-bundle-identifier org.foldkit.FoldKit \
  --additional-symbol-graph-dir .build/symbol-graphs/FoldKit --output-path .build/docs --warnings-as-errors >.build/docc.log 2>&1 \
  || { cat .build/docc.log >&2; echo "error: the DocC catalog does not build (see above)" >&2; exit 1; }
echo "documentation: .build/docs (open .build/docs/documentation/foldkit/index.html through a web server)"
