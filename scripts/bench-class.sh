#!/usr/bin/env bash
# Grades a generated class with `workbook grade` and compares it with the
# work done by hand, measured in the same run: a bare `swiftc` compile-and-run
# of each answer alone with a short main.swift (scripts/bench-mains/), and of
# the chapter's program with the answer (scripts/baseline.sh).
#
#   scripts/bench-class.sh                 # uses .build/debug/workbook
#   WORKBOOK=/path/to/workbook STUDENTS=40 JOBS=2 BASELINE_RUNS=3 scripts/bench-class.sh
#
# Every answer is unique (each one carries its student's name in a comment),
# so no program is served from a cache: the cold figure is the cost of
# grading a class of distinct answers. Answers that declare the same things
# (most of them: half the class hands in the reference answer) share the
# chapter's compiled files when their interface is the reference answer's
# (docs/EXERCISE-FORMAT.md, "The chapter's objects"; the script counts them);
# UNIQUE_DECLARATIONS=1 gives every answer a declaration of its own too, so
# every one compiles the chapter's files again: the class where no two
# students declare the same. The answers are reference answers, wrong and
# alternative answers (Tests/GradingTests/Answers/<id>/), and a few missing
# files. The ratio that matters: cold wall time x cores per answer, against
# the answer-alone baseline's wall time per answer (<= 1.0: grading a class
# costs no more than compiling and running every answer once by hand, hidden
# and generated cases included); and the same in CPU seconds (user + system,
# the grader and all it ran), steadier on a busy machine.
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
        { cat "${pool[$pick]}"; printf '\n// %s, %s\n' "$student" "$id"
          if [[ "${UNIQUE_DECLARATIONS:-0}" == 1 ]]; then printf 'let benchStudent%d_%d = %d\n' "$i" "$e" "$i"; fi; } > "$CLASS/$student/$id.swift"
        answers=$((answers + 1))
        PER_EXERCISE[$id]=$((${PER_EXERCISE[$id]:-0} + 1))
    done
done
echo "Class: $STUDENTS students, $answers distinct answers, $missing missing, $JOBS jobs ($(nproc) cores)"

# ------------------------------------------------------------- the baselines
# Per exercise, the median of BASELINE_RUNS bare compile-and-runs of the
# reference answer, wall and CPU seconds, for both baselines of
# scripts/baseline.sh: the answer alone (scripts/bench-mains/<id>.swift) and
# the chapter's program; weighted by how many answers the class has of each.
measure() {
    /usr/bin/time -f "%e %U %S" -o "$WORK/time.out" bash -c "$1" >/dev/null 2>&1 || true
    awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$WORK/time.out"
}
alone_total=0; alone_cpu_total=0; chapter_total=0; chapter_cpu_total=0
load_baseline=$(cut -d' ' -f1 /proc/loadavg)
for id in "${EXERCISES[@]}"; do
    prepare_baseline "$WORKBOOK" "$id" "$WORK"
    aw=(); ac=(); bw=(); bc=()
    for ((r = 0; r < BASELINE_RUNS; r++)); do
        cp "Solutions/$id/answer.swift" "$WORK/baseline-$id.swift"
        echo "// run $r" >> "$WORK/baseline-$id.swift"
        alone=$(alone_command "$id" "$WORK/baseline-$id.swift" "$WORK")
        [[ -n "$alone" ]] || { echo "error: no scripts/bench-mains/$id.swift: the answer-alone baseline needs one for every exercise of the class" >&2; exit 2; }
        read -r w c < <(measure "$alone"); aw+=("$w"); ac+=("$c")
        read -r w c < <(measure "$(baseline_command "$id" "$WORK/baseline-$id.swift" "$WORK")"); bw+=("$w"); bc+=("$c")
    done
    n=${PER_EXERCISE[$id]:-0}
    a=$(printf '%s\n' "${aw[@]}" | median); acpu=$(printf '%s\n' "${ac[@]}" | median)
    b=$(printf '%s\n' "${bw[@]}" | median); bcpu=$(printf '%s\n' "${bc[@]}" | median)
    echo "baseline: $id answer alone $(fmt "$a") s ($(fmt "$acpu") CPU s), chapter's program $(fmt "$b") s ($(fmt "$bcpu") CPU s) per answer (median of $BASELINE_RUNS), $n answers"
    alone_total=$(echo "$alone_total + $a * $n" | bc -l); alone_cpu_total=$(echo "$alone_cpu_total + $acpu * $n" | bc -l)
    chapter_total=$(echo "$chapter_total + $b * $n" | bc -l); chapter_cpu_total=$(echo "$chapter_cpu_total + $bcpu * $n" | bc -l)
done
baseline_total=$alone_total

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
# The cold run's builds: those linked with the chapter's objects kept from
# the reference answer's compile (no chapter object of their own), and those
# that compiled the chapter's files (the reference's among them).
linked=0; compiled=0
for sources in "$WORKBOOK_CACHE"/programs/*/sources; do
    [[ -d "$sources" ]] || continue
    if compgen -G "$sources/*.swift.o" >/dev/null; then compiled=$((compiled + 1)); elif [[ -f "$sources/answer.o" ]]; then linked=$((linked + 1)); fi
done

t0=$(now)
"$WORKBOOK" grade "$CLASS" --jobs "$JOBS" --output "$OUT" --fresh >"$WORK/fresh.log" 2>"$WORK/fresh.err"
t1=$(now)
fresh=$(elapsed "$t0" "$t1")

t0=$(now)
"$WORKBOOK" grade "$CLASS" --jobs "$JOBS" --output "$OUT" >"$WORK/warm.log" 2>"$WORK/warm.err"
t1=$(now)
warm=$(elapsed "$t0" "$t1")

head -1 "$WORK/cold.log"
echo "cold builds: $linked linked with the reference answer's chapter objects, $compiled compiled the chapter's files"
distinct=$(grep -m1 'answers:' "$WORK/cold.err" | sed -E 's/.*: ([0-9]+) to grade.*/\1/')

# ------------------------------------------------------------------- results
cores=$(nproc)
echo
printf '%-46s %9s %12s\n' "" "seconds" "answers/s"
printf '%-46s %9s %12s\n' "baseline: every answer alone, compiled and run" "$(fmt "$alone_total")" "$(fmt "$(echo "$answers / $alone_total" | bc -l)")"
printf '%-46s %9s %12s\n' "baseline: every chapter's program, the same" "$(fmt "$chapter_total")" "$(fmt "$(echo "$answers / $chapter_total" | bc -l)")"
printf '%-46s %9s %12s\n' "workbook grade, cold (nothing compiled)" "$(fmt "$cold")" "$(fmt "$(echo "$answers / $cold" | bc -l)")"
printf '%-46s %9s %12s\n' "workbook grade --fresh (programs cached)" "$(fmt "$fresh")" "$(fmt "$(echo "$answers / $fresh" | bc -l)")"
printf '%-46s %9s %12s\n' "workbook grade, warm (results stored)" "$(fmt "$warm")" "$(fmt "$(echo "$answers / $warm" | bc -l)")"
echo
per_answer=$(echo "$cold * $cores / $answers" | bc -l)
per_alone=$(echo "$alone_total / $answers" | bc -l); per_chapter=$(echo "$chapter_total / $answers" | bc -l)
cpu_answer=$(echo "$cold_cpu / $answers" | bc -l)
cpu_alone=$(echo "$alone_cpu_total / $answers" | bc -l); cpu_chapter=$(echo "$chapter_cpu_total / $answers" | bc -l)
echo "cold grade: $(fmt "$per_answer") core-seconds per answer; baselines: $(fmt "$per_alone") s (answer alone), $(fmt "$per_chapter") s (chapter's program) per answer"
echo "ratio, wall (cold grade across all cores / baseline, per answer): $(fmt "$(echo "$per_answer / $per_alone" | bc -l)")x the answer alone (goal <= 1.0), $(fmt "$(echo "$per_answer / $per_chapter" | bc -l)")x the chapter's program"
echo "ratio, CPU (user + system, per answer): $(fmt "$cpu_answer") s against $(fmt "$cpu_alone") s = $(fmt "$(echo "$cpu_answer / $cpu_alone" | bc -l)")x the answer alone, $(fmt "$(echo "$cpu_answer / $cpu_chapter" | bc -l)")x the chapter's program"
echo "200 students x 5 answers at this rate: about $(fmt "$(echo "$cold / $answers * 1000 / 60" | bc -l)") minutes (goal < 5)"
echo "machine load average: $load_baseline before the baselines, $load_before at the grade's start, $load_after at its end on $cores cores (other work on the machine slows every figure above)"
echo "distinct answers compiled and run: ${distinct:-?} of $answers"
