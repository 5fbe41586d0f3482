#!/usr/bin/env bash
# How long rendering the website takes: every chapter, learner and
# instructor editions, written to a temporary folder.
#
#   scripts/render-bench.sh [RUNS]
#
# With WORKBOOK=/path/to/workbook it times `workbook render` itself (the
# whole command: loading the chapters, rendering, writing); otherwise it runs
# the site tests' render of the real chapters and prints the time the
# renderer reports (rendering and writing only), RUNS times.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
out=$(mktemp -d /tmp/workbook-bench.XXXXXX)
trap 'rm -rf "$out"' EXIT

if [ -n "${WORKBOOK:-}" ]; then
    [ -x "$WORKBOOK" ] || { echo "render-bench.sh: $WORKBOOK is not an executable; build it (swift build) or unset WORKBOOK" >&2; exit 2; }
    for i in $(seq "$runs"); do
        start=$(date +%s%N)
        "$WORKBOOK" render --output "$out/site-$i" >/dev/null
        end=$(date +%s%N)
        echo "run $i: workbook render took $(( (end - start) / 1000000 )) ms"
    done
    exit 0
fi

scratch=${SCRATCH:-.build-site}
for i in $(seq "$runs"); do
    swift test --scratch-path "$scratch" --skip-build --filter 'SiteTests.RealSiteTests/renderingAllChaptersIsFast' 2>&1 \
        | grep -o 'site: rendered.*' || { echo "render-bench.sh: the site tests did not run; build them first (swift build --build-tests --scratch-path $scratch)" >&2; exit 2; }
done
