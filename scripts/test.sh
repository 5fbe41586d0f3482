#!/usr/bin/env bash
# The project's tests, all of them, on a fresh Debian/Ubuntu machine:
#   1. what the course needs (scripts/setup.sh: cmark, bubblewrap);
#   2. the ./workbook script's own behaviour (a stand-in toolchain);
#   3. the course package: `swift build` (zero warnings expected), `swift test`;
#   4. `workbook serve` (docs/SERVE.md): its own package and its tests, then
#      the browser test in Debian's Chromium, with and without JavaScript
#      (screenshots in Server/.build/browser-artifacts/).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/test-workbook-script.sh
swift build
swift test
if ! command -v chromium >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "test: installing chromium for the browser test…" >&2
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
swift build --package-path Server
swift test --package-path Server
python3 Server/Tests/browser/browser_test.py
