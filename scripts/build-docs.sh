#!/usr/bin/env bash
# Builds the DocC catalog of the FoldKit module with the toolchain's own docc (no package plugin):
# symbol graphs from the debug build, then `docc convert`. Output: .build/docs (a static site).
# Fails (non-zero) when the catalog does not build or docc reports a warning.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target FoldKit >/dev/null
rm -rf .build/symbol-graphs .build/docs && mkdir -p .build/symbol-graphs
swift-symbolgraph-extract -module-name FoldKit -I .build/debug/Modules -target "$(uname -m)-unknown-linux-gnu" \
  -minimum-access-level public -output-dir .build/symbol-graphs
docc convert Sources/FoldKit/FoldKit.docc --fallback-display-name FoldKit --fallback-bundle-identifier org.foldkit.FoldKit \
  --additional-symbol-graph-dir .build/symbol-graphs --output-path .build/docs --warnings-as-errors 2>&1 | tee .build/docc.log
echo "documentation: .build/docs (open .build/docs/documentation/foldkit/index.html through a web server)"
