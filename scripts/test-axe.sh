#!/usr/bin/env bash
# axe-core's WCAG 2.1 A and AA rules over every page of the rendered site
# (from file://, as offline) and of the browser workbook (`workbook serve`),
# in Debian's Chromium (Tests/browser/axe_test.py): zero violations.
# axe.min.js comes from PyPI's axe-playwright-python wheel, which ships it:
# fetched once with pip into .build/axe (no npm needed). Builds the server
# when missing (scripts/test-serve.sh builds it in CI before this runs).
#
#   scripts/test-axe.sh
#
# Exit status: 0 no violation, 1 a violation, 2 setup problem.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-chromium.sh
axe_version=0.1.8
axe=".build/axe/axe.min.js"
if [ ! -s "$axe" ]; then
    mkdir -p .build/axe
    python3 -m pip download --quiet --no-deps --disable-pip-version-check -d .build/axe "axe-playwright-python==$axe_version" || {
        echo "test-axe: could not download axe-playwright-python $axe_version from PyPI" >&2; exit 2; }
    python3 - "$axe_version" <<'PY'
import glob, sys, zipfile
wheel = glob.glob(f".build/axe/axe_playwright_python-{sys.argv[1]}-*.whl")[0]
with zipfile.ZipFile(wheel) as archive:
    name = next(n for n in archive.namelist() if n.endswith("/axe.min.js"))
    open(".build/axe/axe.min.js", "wb").write(archive.read(name))
PY
fi
work=$(mktemp -d /tmp/workbook-axe.XXXXXX)
trap 'rm -rf "$work"' EXIT
swift build --product workbook-render
render="$(swift build --product workbook-render --show-bin-path)/workbook-render"
"$render" --course . --output "$work/site" >"$work/render.log" 2>&1 || {
    echo "test-axe: could not render the site (see below)" >&2; tail -20 "$work/render.log" >&2; exit 2; }
scratch="$PWD/.build"
server="$scratch/debug/workbook-server"
[ -x "$server" ] || swift build --package-path Server --scratch-path "$scratch"
python3 Tests/browser/axe_test.py --axe "$axe" --site "$work/site" --server "$server" --products "$scratch/debug"
