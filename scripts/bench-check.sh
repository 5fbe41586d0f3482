#!/usr/bin/env bash
# Measures `workbook check` against a bare swiftc compile-and-run of the same
# program, in one run, for every exercise:
#   baseline  swiftc -wmo of exactly the sources the grader compiles (chapter
#             code at the step, answer, harness, driver), then running the
#             program once with the cases on stdin — no sandbox, no workbook;
#   warm      `workbook check` after an edit to the answer (the answer changed,
#             so the program is compiled again; caches are warm);
#   cold      `workbook check` with an empty grader cache;
#   recheck   `workbook check` of an unchanged answer (program cached).
# Prints medians of N runs (default 3) and the ratios against the baseline.
# Usage: scripts/bench-check.sh [runs]   (run from the course folder, after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
workbook=".build/debug/workbook"
[ -x "$workbook" ] || { echo "build first: swift build" >&2; exit 2; }
work="$(mktemp -d /tmp/bench-check.XXXXXX)"
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
timeit() { local s e; s=$(now); "$@" >/dev/null 2>&1 || true; e=$(now); echo "$e - $s" | bc -l; }

printf "%-20s %9s %9s %9s %9s %8s %8s\n" exercise baseline warm cold recheck warm/base cold/base
for id in kebab-strategy mana-decoding userinfo-interval nested-encoding customer-decodable; do
  answer="$work/$id.swift"
  cp "Solutions/$id/answer.swift" "$answer"
  cache="$work/cache-$id"
  # One check to learn which sources the grader compiles.
  WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer" >/dev/null 2>&1 || true
  sources=$(ls -d "$cache"/programs/*/sources | head -1)
  flags=()
  if grep -qs "import Crypto" "$sources"/*.swift "$sources"/answer/*.swift; then
    flags=(-I .build/debug/Modules -L "$(ls -d "$cache"/runtime-* | head -1)" -lCourseSupport -Xlinker -rpath -Xlinker "$(ls -d "$cache"/runtime-* | head -1)")
  fi
  input="$work/$id.input.json"
  python3 - "$id" > "$input" <<'PY'
import json, sys
cases = json.load(open(f"Solutions/{sys.argv[1]}/cases.json"))["cases"]
print(json.dumps({"nonce": "bench", "mode": "cases", "cases": [{"name": c["name"], "input": c.get("input")} for c in cases]}))
PY
  base=(); warm=(); cold=(); again=()
  for i in $(seq "$runs"); do
    base+=("$(timeit bash -c "swiftc -wmo -Onone -swift-version 5 -suppress-warnings -module-name Exercise ${flags[*]:-} $sources/*.swift $sources/answer/*.swift -o $work/bare && $work/bare < $input 3>/dev/null")")
    echo "// edit $i $RANDOM" >> "$answer"
    warm+=("$(timeit env WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer")")
    again+=("$(timeit env WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer")")
    rm -rf "$work/cold"
    echo "// cold $i $RANDOM" >> "$answer"
    cold+=("$(timeit env WORKBOOK_CACHE="$work/cold" "$workbook" check "$id" --answer "$answer")")
  done
  b=$(printf "%s\n" "${base[@]}" | median); w=$(printf "%s\n" "${warm[@]}" | median)
  c=$(printf "%s\n" "${cold[@]}" | median); r=$(printf "%s\n" "${again[@]}" | median)
  printf "%-20s %8.2fs %8.2fs %8.2fs %8.2fs %7.2fx %7.2fx\n" "$id" "$b" "$w" "$c" "$r" "$(echo "$w / $b" | bc -l)" "$(echo "$c / $b" | bc -l)"
done
