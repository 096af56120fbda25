#!/usr/bin/env bash
# Installs what FoldKit needs beyond Swift itself, only when it is missing:
#   - Cairo and Pango headers (Debian's libcairo2-dev, libpango1.0-dev) and pkg-config, for PNG
#     output, with the fonts text falls back to (fonts-noto-cjk, fonts-noto-color-emoji);
#   - Python's jsonschema (PyPI), which checks the shipped scene JSON Schema in the tests;
#   - Chromium (Debian's chromium), in which the tests load the storyboard's fold view headless.
# Uses sudo when not root. Safe to run again: does nothing when everything is there.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "error: need root (or sudo) to run: $*" >&2; exit 2
  fi
}

if ! command -v swift >/dev/null 2>&1; then
  echo "error: swift not found on PATH; FoldKit needs Swift 6.3 (https://swift.org/install)" >&2
  exit 2
fi

# Debian packages FoldKit builds and draws with, each installed only when missing.
missing=()
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev pkg-config)
pkg-config --exists pangocairo 2>/dev/null || missing+=(libpango1.0-dev)
# Fonts Pango falls back to for what DejaVu lacks: Chinese, Japanese, emoji.
families="$(fc-list : family 2>/dev/null || true)"
[[ "$families" == *"Noto Sans CJK"* ]] || missing+=(fonts-noto-cjk)
[[ "$families" == *"Noto Color Emoji"* ]] || missing+=(fonts-noto-color-emoji)
[[ "$families" == *"DejaVu Sans"* ]] || missing+=(fonts-dejavu-core)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing ${missing[*]} (Debian packages) for PNG output and its text…" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ "${1:-}" = "--with-test-tools" ]; then
  if ! python3 -c 'import jsonschema' >/dev/null 2>&1; then
    echo "installing Python's jsonschema (PyPI) for the scene schema tests…" >&2
    python3 -m pip install --quiet --disable-pip-version-check jsonschema >/dev/null 2>&1 \
      || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages jsonschema >/dev/null
  fi
  if ! python3 -c 'import pydantic_sarif' >/dev/null 2>&1; then
    echo "installing Python's pydantic-sarif (PyPI, the SARIF 2.1.0 schema as a validator) for lint's SARIF test…" >&2
    python3 -m pip install --quiet --disable-pip-version-check pydantic-sarif >/dev/null 2>&1 \
      || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages pydantic-sarif >/dev/null
  fi
  if ! python3 -c 'import pypdf' >/dev/null 2>&1; then
    echo "installing Python's pypdf (PyPI) to read the storyboard's PDF in the tests…" >&2
    python3 -m pip install --quiet --disable-pip-version-check pypdf >/dev/null 2>&1 \
      || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages pypdf >/dev/null
  fi
  if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
    echo "installing chromium (Debian package) for the fold view's browser test…" >&2
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
