# FoldKit: two commands do everything on a fresh Debian machine with Swift 6.3.
#   make storyboard   renders the built-in scenes in every posture into ./storyboard (SVG + HTML)
#   make test         builds with zero warnings, runs the whole test suite and the CLI contract cases
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
SWIFT ?= swift
OUT ?= storyboard
SHARED ?= ../shared

.PHONY: storyboard test deps build release clean

deps:
	@scripts/install-deps.sh

release: deps
	$(SWIFT) build -c release --product foldkit

storyboard: release
	.build/release/foldkit storyboard -o $(OUT)

test: deps
	@scripts/install-deps.sh --with-test-tools
	@mkdir -p .build
	$(SWIFT) build --build-tests 2>&1 | tee .build/build.log
	@if grep -E "warning:" .build/build.log; then echo "error: the build has warnings (see above)" >&2; exit 1; fi
	$(SWIFT) test
	@if [ -x $(SHARED)/checks/run-cases ]; then $(SHARED)/checks/run-cases --bin .build/debug/foldkit; \
	  else echo "(no $(SHARED)/checks/run-cases here: contract cases run as Swift tests only)"; fi

clean:
	rm -rf .build $(OUT)
