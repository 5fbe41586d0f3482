#!/usr/bin/env bash
# Grades a generated class with `workbook grade` and compares it with the
# work done by hand: a bare `swiftc` compile-and-run of each answer with a
# small harness (scripts/baseline.sh), measured in the same run.
#
#   scripts/bench-class.sh                 # uses .build/debug/workbook
#   WORKBOOK=/path/to/workbook STUDENTS=40 JOBS=2 BASELINE_RUNS=3 scripts/bench-class.sh
#
# Every answer is unique (each one carries its student's name in a comment),
# so nothing is served from a cache: the cold figure is the cost of grading
# a class of distinct answers. The answers are reference answers, wrong and
# alternative answers (Tests/GradingTests/Answers/<id>/), and a few missing
# files. The ratio that matters: cold wall time x cores per answer, against
# the baseline's wall time per answer (<= 1.0: grading a class costs no more
# than compiling and running every answer once by hand, hidden and generated
# cases included).
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORKBOOK=${WORKBOOK:-$ROOT/.build/debug/workbook}
STUDENTS=${STUDENTS:-40}
JOBS=${JOBS:-$(nproc)}
BASELINE_RUNS=${BASELINE_RUNS:-3}
KEEP=${KEEP:-0}
source scripts/baseline.sh

if [[ ! -x "$WORKBOOK" ]]; then
    echo "error: no workbook binary at $WORKBOOK; run 'swift build' first or set WORKBOOK=/path/to/workbook" >&2
    exit 2
fi

WORK=$(mktemp -d /tmp/bench-class.XXXXXX)
chmod 755 "$WORK"
cleanup() { [[ "$KEEP" == 1 ]] || rm -rf "$WORK"; }
trap cleanup EXIT

now() { date +%s.%N; }
elapsed() { echo "$2 - $1" | bc -l; }
fmt() { printf '%.2f' "$1"; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# ---------------------------------------------------------------- the class
EXERCISES=(kebab-strategy mana-decoding userinfo-interval nested-encoding customer-decodable)
CLASS="$WORK/class"
mkdir -p "$CLASS"
first_names=(Ada Grace Alan Edsger Barbara Donald Frances Ken Radia Niklaus Zoë José Søren Łucja Ngọc)
answers=0
missing=0
declare -A PER_EXERCISE=()
for ((i = 0; i < STUDENTS; i++)); do
    student="${first_names[$((i % ${#first_names[@]}))]} $((i + 1))"
    mkdir -p "$CLASS/$student"
    for ((e = 0; e < ${#EXERCISES[@]}; e++)); do
        id=${EXERCISES[$e]}
        # A few missing answers.
        if (((i * 5 + e) % 17 == 3)); then missing=$((missing + 1)); continue; fi
        pool=("Solutions/$id/answer.swift")
        for f in Tests/GradingTests/Answers/"$id"/*.swift; do pool+=("$f"); done
        # Half the class hands in the reference answer, the rest a wrong or alternative one.
        if (((i + e) % 2 == 0)); then pick=0; else pick=$(((i * 7 + e * 3) % ${#pool[@]})); fi
        { cat "${pool[$pick]}"; printf '\n// %s, %s\n' "$student" "$id"; } > "$CLASS/$student/$id.swift"
        answers=$((answers + 1))
        PER_EXERCISE[$id]=$((${PER_EXERCISE[$id]:-0} + 1))
    done
done
echo "Class: $STUDENTS students, $answers distinct answers, $missing missing, $JOBS jobs ($(nproc) cores)"

# ------------------------------------------------------------- the baseline
# Per exercise, the median of BASELINE_RUNS bare compile-and-runs of the
# reference answer; weighted by how many answers the class has of each.
baseline_total=0
for id in "${EXERCISES[@]}"; do
    prepare_baseline "$WORKBOOK" "$id" "$WORK"
    times=()
    for ((r = 0; r < BASELINE_RUNS; r++)); do
        cp "Solutions/$id/answer.swift" "$WORK/baseline-$id.swift"
        echo "// run $r" >> "$WORK/baseline-$id.swift"
        t0=$(now)
        bash -c "$(baseline_command "$id" "$WORK/baseline-$id.swift" "$WORK")" >/dev/null 2>&1 || true
        times+=("$(elapsed "$t0" "$(now)")")
    done
    per=$(printf '%s\n' "${times[@]}" | median)
    echo "baseline: $id $(fmt "$per") s per answer (median of $BASELINE_RUNS), $((${PER_EXERCISE[$id]:-0})) answers"
    baseline_total=$(echo "$baseline_total + $per * ${PER_EXERCISE[$id]:-0}" | bc -l)
done

# ------------------------------------------------------------ workbook grade
export WORKBOOK_CACHE="$WORK/program-cache"   # cold: no compiled programs
OUT="$WORK/grades"

load_before=$(cut -d' ' -f1 /proc/loadavg)
t0=$(now)
/usr/bin/time -f "%U %S" -o "$WORK/cold.cpu" "$WORKBOOK" grade "$CLASS" --jobs "$JOBS" --output "$OUT" >"$WORK/cold.log" 2>"$WORK/cold.err" || { cat "$WORK/cold.err" >&2; exit 1; }
t1=$(now)
cold=$(elapsed "$t0" "$t1")
# CPU seconds of the grader and everything it ran (compiler, sandboxed programs).
cold_cpu=$(awk '{print $1 + $2}' "$WORK/cold.cpu")
load_after=$(cut -d' ' -f1 /proc/loadavg)

t0=$(now)
"$WORKBOOK" grade "$CLASS" --jobs "$JOBS" --output "$OUT" --fresh >"$WORK/fresh.log" 2>"$WORK/fresh.err"
t1=$(now)
fresh=$(elapsed "$t0" "$t1")

t0=$(now)
"$WORKBOOK" grade "$CLASS" --jobs "$JOBS" --output "$OUT" >"$WORK/warm.log" 2>"$WORK/warm.err"
t1=$(now)
warm=$(elapsed "$t0" "$t1")

head -1 "$WORK/cold.log"
distinct=$(grep -m1 'answers:' "$WORK/cold.err" | sed -E 's/.*: ([0-9]+) to grade.*/\1/')

# ------------------------------------------------------------------- results
cores=$(nproc)
echo
printf '%-46s %9s %12s\n' "" "seconds" "answers/s"
printf '%-46s %9s %12s\n' "baseline, every answer compiled and run once" "$(fmt "$baseline_total")" "$(fmt "$(echo "$answers / $baseline_total" | bc -l)")"
printf '%-46s %9s %12s\n' "workbook grade, cold (nothing compiled)" "$(fmt "$cold")" "$(fmt "$(echo "$answers / $cold" | bc -l)")"
printf '%-46s %9s %12s\n' "workbook grade --fresh (programs cached)" "$(fmt "$fresh")" "$(fmt "$(echo "$answers / $fresh" | bc -l)")"
printf '%-46s %9s %12s\n' "workbook grade, warm (results stored)" "$(fmt "$warm")" "$(fmt "$(echo "$answers / $warm" | bc -l)")"
echo
per_answer=$(echo "$cold * $cores / $answers" | bc -l)
per_baseline=$(echo "$baseline_total / $answers" | bc -l)
echo "cold grade: $(fmt "$per_answer") core-seconds per answer; baseline: $(fmt "$per_baseline") s per answer"
echo "ratio (cold grade across all cores / baseline, per answer): $(fmt "$(echo "$per_answer / $per_baseline" | bc -l)")x (goal <= 1.0)"
echo "cold run: $(fmt "$cold_cpu") CPU seconds, $(fmt "$(echo "$cold_cpu / $answers" | bc -l)") per answer (compiler + sandboxed runs)"
echo "200 students x 5 answers at this rate: about $(fmt "$(echo "$cold / $answers * 1000 / 60" | bc -l)") minutes (goal < 5)"
echo "machine load average during the cold run: $load_before at start, $load_after at end (other work on the machine slows every figure above)"
echo "distinct answers compiled and run: ${distinct:-?} of $answers"
