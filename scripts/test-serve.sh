#!/usr/bin/env bash
# `workbook serve` (docs/SERVE.md): its own package and its tests, then the
# browser test in Debian's Chromium, with and without JavaScript
# (screenshots in Server/.build/browser-artifacts/). Installs Chromium when
# missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "test: installing chromium for the browser test…" >&2
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
swift build --package-path Server
swift test --package-path Server
python3 Server/Tests/browser/browser_test.py
