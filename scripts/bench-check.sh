#!/usr/bin/env bash
# Measures `workbook check` against the work a learner does by hand, in one
# run, for every exercise:
#   baseline  a bare `swiftc` compile-and-run of the answer with a small
#             harness (scripts/baseline.sh);
#   warm      `workbook check` after an edit to the answer (the answer is
#             compiled again; the step kit and the reference are cached);
#   cold      `workbook check` with an empty grader cache;
#   recheck   `workbook check` of an unchanged answer (program cached).
# Each figure is the median of N runs (default 3) of wall-clock seconds and of
# CPU seconds (user + system, the command and all its children): on a busy
# machine the CPU figures are the steadier ones. Ratios are against the
# baseline measured in the same run.
# Usage: scripts/bench-check.sh [runs] [exercise ...]   (after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"; shift || true
workbook=".build/debug/workbook"
[ -x "$workbook" ] || { echo "build first: swift build" >&2; exit 2; }
work="$(mktemp -d /tmp/bench-check.XXXXXX)"
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
exercises=("$@")
[ ${#exercises[@]} -gt 0 ] || mapfile -t exercises < <("$workbook" list --ids 2>/dev/null || ls Solutions)

source scripts/baseline.sh
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
# Prints "wall cpu" for one command.
measure() {
  local out="$work/time.$$"
  /usr/bin/time -f "%e %U %S" -o "$out" "$@" >/dev/null 2>&1 || true
  awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$out"
}
ratio() { echo "$1 / $2" | bc -l; }

printf "%-22s %-6s %8s %8s %8s %8s %9s %9s\n" exercise what baseline warm cold recheck warm/base cold/base
for id in "${exercises[@]}"; do
  [ -f "Solutions/$id/answer.swift" ] || continue
  answer="$work/$id.swift"
  cp "Solutions/$id/answer.swift" "$answer"
  cache="$work/cache-$id"
  prepare_baseline "$workbook" "$id" "$work"
  WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer" --seed 1 >/dev/null 2>&1 || true
  bw=(); bc_=(); ww=(); wc=(); cw=(); cc=(); rw=(); rc=()
  for i in $(seq "$runs"); do
    read -r w c < <(measure bash -c "$(baseline_command "$id" "$answer" "$work")")
    bw+=("$w"); bc_+=("$c")
    echo "// edit $i $RANDOM" >> "$answer"
    read -r w c < <(measure env WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer")
    ww+=("$w"); wc+=("$c")
    read -r w c < <(measure env WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer")
    rw+=("$w"); rc+=("$c")
    rm -rf "$work/cold"
    echo "// cold $i $RANDOM" >> "$answer"
    read -r w c < <(measure env WORKBOOK_CACHE="$work/cold" "$workbook" check "$id" --answer "$answer")
    cw+=("$w"); cc+=("$c")
  done
  for what in wall cpu; do
    if [ "$what" = wall ]; then b=$(printf "%s\n" "${bw[@]}" | median); w=$(printf "%s\n" "${ww[@]}" | median); c=$(printf "%s\n" "${cw[@]}" | median); r=$(printf "%s\n" "${rw[@]}" | median)
    else b=$(printf "%s\n" "${bc_[@]}" | median); w=$(printf "%s\n" "${wc[@]}" | median); c=$(printf "%s\n" "${cc[@]}" | median); r=$(printf "%s\n" "${rc[@]}" | median); fi
    printf "%-22s %-6s %7.2fs %7.2fs %7.2fs %7.2fs %8.2fx %8.2fx\n" "$id" "$what" "$b" "$w" "$c" "$r" "$(ratio "$w" "$b")" "$(ratio "$c" "$b")"
  done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
