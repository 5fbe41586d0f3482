#!/usr/bin/env bash
# `workbook serve` (docs/SERVE.md): its own package and its tests, then the
# browser test in Debian's Chromium, with and without JavaScript
# (screenshots in .build/browser-artifacts/). Installs Chromium when missing.
# The server's package builds into the course's .build, as `workbook serve`
# does, so the course's modules and dependencies are not compiled again.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-chromium.sh
scratch="$PWD/.build"
swift build --package-path Server --scratch-path "$scratch"
swift test --package-path Server --scratch-path "$scratch"
python3 Server/Tests/browser/browser_test.py
