#!/usr/bin/env bash
# The similarity report against copydetect (PyPI), on a data set of its own
# (scripts/similarity-bench/<exercise>/: independently written correct
# answers in honest/, disguised copies of each kind in copies/, named
# <kind>--<source>.swift). Prints, side by side, the AUC of each tool's
# ranking of the pairs and its precision and recall at the report's
# threshold (0.5) and at copydetect's own display threshold (0.33).
#
#   scripts/bench-similarity.sh                 # uses .build/debug/workbook-similarity (built when missing)
#   SIMILARITY=/path/to/workbook-similarity KEEP=1 scripts/bench-similarity.sh
#
# Needs python3; installs copydetect 0.5.0 with pip when it is missing.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
SIMILARITY=${SIMILARITY:-$ROOT/.build/debug/workbook-similarity}
KEEP=${KEEP:-0}

if [[ ! -x "$SIMILARITY" ]]; then
    echo "building workbook-similarity (swift build --product workbook-similarity)..." >&2
    swift build --product workbook-similarity >&2
fi
if ! python3 -c 'import copydetect' 2>/dev/null; then
    echo "installing copydetect 0.5.0 (pip)..." >&2
    python3 -m pip install --quiet 'copydetect==0.5.0' >&2
fi

WORK=$(mktemp -d /tmp/bench-similarity.XXXXXX)
cleanup() { [[ "$KEEP" == 1 ]] && echo "kept $WORK" >&2 || rm -rf "$WORK"; }
trap cleanup EXIT

python3 scripts/similarity-bench/bench.py --similarity "$SIMILARITY" --work "$WORK"
