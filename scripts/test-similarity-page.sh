#!/usr/bin/env bash
# `workbook-similarity`'s page in Debian's Chromium: makes a small class from
# the benchmark's answers to hex-data-strategy (one student's folder
# named with markup in it), runs the real command on it, checks that the
# command prints every flagged pair, then checks the page
# as a person sees it (Tests/browser/similarity_test.py). Screenshots in
# .build/similarity-artifacts/. Installs Chromium when missing.
#
#   scripts/test-similarity-page.sh
#
# Exit status: 0 passed, 1 a check failed, 2 setup problem.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-chromium.sh
work=$(mktemp -d /tmp/workbook-similarity.XXXXXX)
trap '[[ "${KEEP:-0}" == 1 ]] || rm -rf "$work"' EXIT
data=scripts/similarity-bench/earlier/hex-data-strategy/earlier
n=0
for file in "$data"/honest/*.swift "$data"/copies/*.swift; do
    n=$((n + 1))
    name="student-$n"
    [[ $n == 10 ]] && name="Eve <b>Bold & co"  # a copy: it is in a flagged pair
    mkdir -p "$work/class/$name"
    cp "$file" "$work/class/$name/hex-data-strategy.swift"
done
swift build --product workbook-similarity >/dev/null || { echo "test-similarity-page: build failed" >&2; exit 2; }
similarity="$(swift build --product workbook-similarity --show-bin-path)/workbook-similarity"
"$similarity" "$work/class" --course . --output "$work/similarity.csv" --top 40 >"$work/out.txt"
cat "$work/out.txt"
# The command prints every flagged pair: as many as the CSV flags, and says how many per exercise.
csv_flagged=$(python3 -c 'import csv,sys; print(sum(r["flagged"] == "yes" for r in csv.DictReader(open(sys.argv[1]))))' "$work/similarity.csv")
printed=$(grep -c '^  [01]\.[0-9][0-9][0-9]  ' "$work/out.txt" || true)
counted=$(sed -n 's/^[a-z-]*: \([0-9]*\) pair(s) flagged.*/\1/p' "$work/out.txt" | paste -sd+ | bc)
if [[ "$csv_flagged" != "$printed" || "$csv_flagged" != "$counted" ]]; then
    echo "FAIL the CSV flags $csv_flagged pairs, the command printed $printed and counted $counted" >&2
    exit 1
fi
[[ "$csv_flagged" -gt 3 ]] || { echo "FAIL the class should have more than three flagged pairs (it has $csv_flagged)" >&2; exit 1; }
python3 Tests/browser/similarity_test.py --page "$work/similarity.html" --flagged "$csv_flagged" --artifacts .build/similarity-artifacts
