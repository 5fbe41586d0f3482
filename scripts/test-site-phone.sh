#!/usr/bin/env bash
# Every page of the rendered site at phone width (375 px) in Debian's
# Chromium: no page may scroll sideways (Tests/browser/site_phone_test.py).
# Renders the course's site into a temporary folder first. Screenshots in
# .build/site-phone-artifacts/. Installs Chromium when missing.
#
#   scripts/test-site-phone.sh
#
# Exit status: 0 passed, 1 a page is too wide, 2 setup problem.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-chromium.sh
work=$(mktemp -d /tmp/workbook-site-phone.XXXXXX)
trap 'rm -rf "$work"' EXIT
swift build --product workbook-render
render="$(swift build --product workbook-render --show-bin-path)/workbook-render"
"$render" --course . --output "$work/site" >"$work/render.log" 2>&1 || {
    echo "test-site-phone: could not render the site (see below)" >&2; tail -20 "$work/render.log" >&2; exit 2; }
python3 Tests/browser/site_phone_test.py --site "$work/site" --artifacts .build/site-phone-artifacts
