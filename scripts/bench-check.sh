#!/usr/bin/env bash
# Measures `workbook check` against the work a learner does by hand, in one
# run, for every exercise (scripts/baseline.sh):
#   alone     a bare `swiftc` compile-and-run of the answer alone with a
#             short main.swift (scripts/bench-mains/<id>.swift; "-" where
#             the exercise has none): the goal's baseline;
#   chapter   the same of the chapter's program at the step with the answer;
#   warm      `workbook check` after an edit that keeps the answer's
#             declarations (a comment; the same holds for an edit inside a
#             function's body): the answer is compiled again, alone, and
#             linked with the chapter's objects kept from the last check;
#   decl      `workbook check` after an edit that adds a declaration (a new
#             function): no objects were kept for its skeleton, so the
#             answer and the chapter's files are compiled in one frontend;
#   cold      `workbook check` with an empty grader cache;
#   recheck   `workbook check` of an unchanged answer (program cached).
# Each figure is the median of N runs (default 3) of wall-clock seconds and of
# CPU seconds (user + system, the command and all its children): on a busy
# machine the CPU figures are the steadier ones. Ratios are against the
# baselines measured in the same run, interleaved with the checks; the load
# average is printed at the start and at the end.
# Usage: scripts/bench-check.sh [runs] [exercise ...]   (after `swift build`)
# Without exercises: those with a scripts/bench-mains/<id>.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"; shift || true
workbook=".build/debug/workbook"
[ -x "$workbook" ] || { echo "build first: swift build" >&2; exit 2; }
work="$(mktemp -d /tmp/bench-check.XXXXXX)"
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
exercises=("$@")
[ ${#exercises[@]} -gt 0 ] || mapfile -t exercises < <(ls scripts/bench-mains | sed 's/\.swift$//')

source scripts/baseline.sh
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
# Prints "wall cpu" for one command.
measure() {
  local out="$work/time.$$"
  /usr/bin/time -f "%e %U %S" -o "$out" "$@" >/dev/null 2>&1 || true
  awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$out"
}
ratio() { echo "$1 / $2" | bc -l; }

echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
printf "%-20s %-4s %7s %7s %7s %7s %7s %7s %10s %11s %10s %10s\n" exercise what alone chapter warm decl cold recheck warm/alone warm/chapter decl/alone cold/alone
for id in "${exercises[@]}"; do
  [ -f "Solutions/$id/answer.swift" ] || continue
  answer="$work/$id.swift"
  cp "Solutions/$id/answer.swift" "$answer"
  cache="$work/cache-$id"
  prepare_baseline "$workbook" "$id" "$work"
  alone=$(alone_command "$id" "$answer" "$work")
  WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer" --seed 1 >/dev/null 2>&1 || true
  aw=(); ac=(); bw=(); bc_=(); ww=(); wc=(); dw=(); dc=(); cw=(); cc=(); rw=(); rc=()
  for i in $(seq "$runs"); do
    if [ -n "$alone" ]; then
      read -r w c < <(measure bash -c "$alone")
      aw+=("$w"); ac+=("$c")
    fi
    read -r w c < <(measure bash -c "$(baseline_command "$id" "$answer" "$work")")
    bw+=("$w"); bc_+=("$c")
    echo "// edit $i $RANDOM" >> "$answer"
    read -r w c < <(measure env WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer")
    ww+=("$w"); wc+=("$c")
    read -r w c < <(measure env WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer")
    rw+=("$w"); rc+=("$c")
    printf '\nfunc benchEdit%s_%s() -> Int { %s }\n' "$i" "$RANDOM" "$i" >> "$answer"
    read -r w c < <(measure env WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$answer")
    dw+=("$w"); dc+=("$c")
    rm -rf "$work/cold"
    echo "// cold $i $RANDOM" >> "$answer"
    read -r w c < <(measure env WORKBOOK_CACHE="$work/cold" "$workbook" check "$id" --answer "$answer")
    cw+=("$w"); cc+=("$c")
  done
  for what in wall cpu; do
    if [ "$what" = wall ]; then set -- "${aw[@]}"; a=$( [ $# -gt 0 ] && printf "%s\n" "$@" | median || echo 0); b=$(printf "%s\n" "${bw[@]}" | median); w=$(printf "%s\n" "${ww[@]}" | median); d=$(printf "%s\n" "${dw[@]}" | median); c=$(printf "%s\n" "${cw[@]}" | median); r=$(printf "%s\n" "${rw[@]}" | median)
    else set -- "${ac[@]}"; a=$( [ $# -gt 0 ] && printf "%s\n" "$@" | median || echo 0); b=$(printf "%s\n" "${bc_[@]}" | median); w=$(printf "%s\n" "${wc[@]}" | median); d=$(printf "%s\n" "${dc[@]}" | median); c=$(printf "%s\n" "${cc[@]}" | median); r=$(printf "%s\n" "${rc[@]}" | median); fi
    if [ -n "$alone" ]; then
      printf "%-20s %-4s %6.2fs %6.2fs %6.2fs %6.2fs %6.2fs %6.2fs %9.2fx %10.2fx %9.2fx %9.2fx\n" "$id" "$what" "$a" "$b" "$w" "$d" "$c" "$r" "$(ratio "$w" "$a")" "$(ratio "$w" "$b")" "$(ratio "$d" "$a")" "$(ratio "$c" "$a")"
    else
      printf "%-20s %-4s %7s %6.2fs %6.2fs %6.2fs %6.2fs %6.2fs %10s %10.2fx %10s %10s\n" "$id" "$what" - "$b" "$w" "$d" "$c" "$r" - "$(ratio "$w" "$b")" - -
    fi
  done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
