#!/usr/bin/env bash
# Grades a generated class (40 students x 5 exercises by default) with
# `workbook grade`, cold and warm, and times the naive way on a sample of
# answers (a SwiftPM package per answer: `swift build` + run), then prints
# throughput in answers per second and the ratios, all in one run.
#
#   scripts/bench-class.sh                 # uses .build/debug/workbook
#   WORKBOOK=/path/to/workbook STUDENTS=40 NAIVE_SAMPLES=3 JOBS=2 scripts/bench-class.sh
#
# The class mixes reference answers (Solutions/<id>/answer.swift), wrong and
# alternative answers (Tests/GradingTests/Answers/<id>/), and a few missing
# files. Goal: the whole class in under 2 minutes on 2 cores.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
WORKBOOK=${WORKBOOK:-$ROOT/.build/debug/workbook}
STUDENTS=${STUDENTS:-40}
JOBS=${JOBS:-$(nproc)}
NAIVE_SAMPLES=${NAIVE_SAMPLES:-3}
KEEP=${KEEP:-0}

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
fmt() { printf '%.1f' "$1"; }

# ---------------------------------------------------------------- the class
EXERCISES=(kebab-strategy mana-decoding userinfo-interval nested-encoding customer-decodable)
CLASS="$WORK/class"
mkdir -p "$CLASS"
first_names=(Ada Grace Alan Edsger Barbara Donald Frances Ken Radia Niklaus Zoë José Søren Łucja Ngọc)
answers=0
missing=0
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
        cp "${pool[$pick]}" "$CLASS/$student/$id.swift"
        answers=$((answers + 1))
    done
done
echo "Class: $STUDENTS students, $answers answers, $missing missing, $JOBS jobs ($(nproc) cores)"

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

# --------------------------------------------------------------- the naive way
# What a user without the grader would do per answer: a SwiftPM package with
# the chapter's code and the answer, `swift build`, run it. Sampled on
# chapters 1-3 (chapter 4 needs swift-crypto, which would be fetched), then
# extrapolated to every answer. This runs only the chapter's program, not
# the hidden cases, so it is a lower bound of the naive cost.
declare -A TARGET=([kebab-strategy]=RaysBooks [mana-decoding]=MagicTheGathering [userinfo-interval]=AlphaVantage)
naive_total=0
naive_done=0
for id in kebab-strategy mana-decoding userinfo-interval; do
    ((naive_done < NAIVE_SAMPLES)) || break
    target=${TARGET[$id]}
    package="$WORK/naive-$id"
    mkdir -p "$package/Sources/$target"
    cp -R "Tangled/$target/." "$package/Sources/$target/"
    rm -f "$package/Sources/$target/Solution-$id.swift"
    cp "Solutions/$id/answer.swift" "$package/Sources/$target/Answer.swift"
    cat >"$package/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Naive",
    targets: [.executableTarget(name: "$target", resources: [.process("Resources")], swiftSettings: [.swiftLanguageMode(.v5)])]
)
EOF
    t0=$(now)
    if (cd "$package" && swift build -c debug >"$WORK/naive-$id.log" 2>&1 && "$package/.build/debug/$target" >/dev/null 2>&1); then
        t1=$(now)
        took=$(elapsed "$t0" "$t1")
        echo "naive: $id built and ran in $(fmt "$took") s"
        naive_total=$(echo "$naive_total + $took" | bc -l)
        naive_done=$((naive_done + 1))
    else
        echo "naive: $id failed to build or run (see $WORK/naive-$id.log); not counted" >&2
    fi
done

# ------------------------------------------------------------------- results
echo
printf '%-44s %9s %12s\n' "" "seconds" "answers/s"
printf '%-44s %9s %12s\n' "workbook grade, cold (nothing compiled)" "$(fmt "$cold")" "$(fmt "$(echo "$answers / $cold" | bc -l)")"
printf '%-44s %9s %12s\n' "workbook grade --fresh (programs cached)" "$(fmt "$fresh")" "$(fmt "$(echo "$answers / $fresh" | bc -l)")"
printf '%-44s %9s %12s\n' "workbook grade, warm (results stored)" "$(fmt "$warm")" "$(fmt "$(echo "$answers / $warm" | bc -l)")"
if ((naive_done > 0)); then
    per=$(echo "$naive_total / $naive_done" | bc -l)
    naive_class=$(echo "$per * $answers" | bc -l)
    printf '%-44s %9s %12s\n' "naive, one swift build + run per answer (est.)" "$(fmt "$naive_class")" "$(fmt "$(echo "1 / $per" | bc -l)")"
    echo
    echo "naive: $(fmt "$per") s per answer over $naive_done sample(s), x $answers answers"
    echo "speed-up, cold grade vs naive: $(fmt "$(echo "$naive_class / $cold" | bc -l)")x"
    echo "speed-up, warm grade vs naive: $(fmt "$(echo "$naive_class / $warm" | bc -l)")x"
fi
echo "cold run: $(fmt "$cold_cpu") CPU seconds (compiler + sandboxed runs); on $(nproc) otherwise idle cores that is about $(fmt "$(echo "$cold_cpu / $(nproc)" | bc -l)") s of wall time"
echo "machine load average during the cold run: $load_before at start, $load_after at end (other work on the machine slows every figure above)"
echo "distinct answers compiled and run (identical answers graded once): ${distinct:-?} of $answers"
if (($(echo "$cold < 120" | bc -l))); then
    echo "goal met: the whole class cold in $(fmt "$cold") s (< 120 s)"
else
    echo "goal missed: the whole class cold took $(fmt "$cold") s (goal < 120 s)"
fi
