# FoldKit: two commands do everything on a fresh Debian machine with Swift 6.3.
#   make storyboard   renders the built-in scenes in every posture into ./storyboard (SVG + HTML)
#   make test         checks the engine's layer order, builds with zero warnings, runs the whole test
#                     suite and the CLI contract cases, builds the docs (no warning, no undocumented
#                     symbol), fuzzes each decoder 5 s and runs the sample app's tests (Examples/NoteApp)
#   make check        the edit–test loop: builds the tests and runs the unit tests (everything but the
#                     headless-browser suites, the contract cases, docs and fuzzing)
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
SWIFT ?= swift
OUT ?= storyboard
SHARED ?= ../shared
FUZZ_SECONDS ?= 5

.PHONY: storyboard test check deps build release clean docs fuzz-smoke bench layers examples

deps:
	@scripts/install-deps.sh

release: deps
	$(SWIFT) build -c release --product foldkit

storyboard: release
	.build/release/foldkit storyboard -o $(OUT)

test: deps layers
	@scripts/install-deps.sh --with-test-tools
	@mkdir -p .build
	$(SWIFT) build --build-tests 2>&1 | tee .build/build.log
	@if grep -E "warning:" .build/build.log; then echo "error: the build has warnings (see above)" >&2; exit 1; fi
	$(SWIFT) test
	@if [ -x $(SHARED)/checks/run-cases ]; then $(SHARED)/checks/run-cases --bin .build/debug/foldkit; \
	  else echo "(no $(SHARED)/checks/run-cases here: contract cases run as Swift tests only)"; fi
	@$(MAKE) --no-print-directory docs fuzz-smoke examples

# The fast lane for the edit–test loop: the unit tests only, under two minutes on 2 cores once the
# package is built. `make test` stays the full check (CI runs it).
check: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip BrowserTests

# No file of the engine uses a later layer than its own (Sources/FoldKit/README.md).
layers:
	@python3 scripts/check-layers.py

# The DocC catalog must build without warnings and every public symbol must be documented.
docs:
	@scripts/build-docs.sh
	@python3 scripts/check-doc-coverage.py FoldKit FoldKitScenes FoldKitRender FoldKitLint FoldKitStoryboard FoldKitCLI FoldKitTesting

# The sample app package (Examples/NoteApp) depends on FoldKit by path and checks its screens with
# FoldKitTesting in its own tests; it builds FoldKit again in its own .build, with zero warnings.
examples:
	@mkdir -p .build
	$(SWIFT) build --build-tests --package-path Examples/NoteApp 2>&1 | tee .build/examples-build.log
	@if grep -E "warning:" .build/examples-build.log; then echo "error: the example's build has warnings (see above)" >&2; exit 1; fi
	$(SWIFT) test --package-path Examples/NoteApp

# A few seconds of each libFuzzer target (the long runs: scripts/fuzz.sh profile|scene 600).
fuzz-smoke:
	@scripts/fuzz.sh profile $(FUZZ_SECONDS)
	@scripts/fuzz.sh scene $(FUZZ_SECONDS)

# Times the engine in a release build: ns and allocations per operation (--format json, --filter).
bench:
	$(SWIFT) build -c release --product foldkit-bench
	.build/release/foldkit-bench $(BENCH_ARGS)

clean:
	rm -rf .build $(OUT)
