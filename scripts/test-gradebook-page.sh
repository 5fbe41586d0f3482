#!/usr/bin/env bash
# `workbook gradebook`'s page in Debian's Chromium: makes a small class of two
# assignments (the fixture of Tests/GradebookTests), runs the real command on
# it, then checks the page as a person sees it (Tests/browser/gradebook_test.py).
# Screenshots in .build/gradebook-artifacts/. Installs Chromium when missing.
#
#   scripts/test-gradebook-page.sh
#
# Exit status: 0 passed, 1 a check failed, 2 setup problem.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-chromium.sh
work=$(mktemp -d /tmp/workbook-gradebook.XXXXXX)
trap 'rm -rf "$work"' EXIT
WORKBOOK_GRADEBOOK_FIXTURES="$work/class" swift test --filter 'GradebookTests.GradebookTests/exportsTheBrowserTestsClass' >"$work/fixture.log" 2>&1 || {
    echo "test-gradebook-page: could not make the class (see below)" >&2; tail -20 "$work/fixture.log" >&2; exit 2; }
swift build --product workbook
workbook="$(swift build --product workbook --show-bin-path)/workbook"
"$workbook" gradebook "$work/class/hw1" "$work/class/hw 2" --output "$work/gradebook" --course .
python3 Tests/browser/gradebook_test.py --page "$work/gradebook/gradebook.html" --artifacts .build/gradebook-artifacts
