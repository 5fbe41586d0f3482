#!/usr/bin/env bash
# The similarity report against copydetect (PyPI), on the benchmark's data
# (scripts/similarity-bench/, see its README: parts tuning/, earlier/ and
# the held-out part held-out/, answers by independent authors). For each
# part and exercise, the files of all the part's authors make one class;
# both tools score every pair of it in the same run. Prints per exercise and
# per part: AUC of each tool's ranking, precision and recall at each tool's
# flag (the report's calibrated flag, copydetect's display threshold 0.33),
# the ceiling (the best precision any threshold reaches at recall >= 0.9),
# the lowest-scoring copy (with its disguise kinds) and the highest honest
# pair. The held-out part is run only when asked for (--part held-out):
# tune on the others. A script, not a timed test.
#
#   scripts/bench-similarity.sh                      # tuning and earlier parts
#   scripts/bench-similarity.sh --part held-out      # the held-out part
#   scripts/bench-similarity.sh --verbose            # every copy against its sources too
#   scripts/bench-similarity.sh --large-class 200    # time 200 students x 3 exercises (and its peak memory)
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

python3 scripts/similarity-bench/bench.py --similarity "$SIMILARITY" --work "$WORK" "$@"
