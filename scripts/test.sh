#!/usr/bin/env bash
# Every test, as CI runs them (.ci/run): what the course needs
# (scripts/setup.sh), the ./workbook script's own test, `swift build`,
# `swift test --parallel`, then the server's package and the browser test.
exec "$(dirname "$0")/../.ci/run"
