# Sourced by the benchmark scripts: the two baselines every figure is
# compared with, each a bare `swiftc -swift-version 5` compile-and-run, no
# sandbox, no workbook, no cases:
#
# - the answer alone (the goal, issue 31): the answer and a short
#   main.swift that exercises its names, scripts/bench-mains/<id>.swift
#   (with stand-ins for the few chapter types the answer extends); the
#   least a learner could do by hand. Only exercises with such a file.
# - the chapter's program: the chapter's files at the exercise's step, the
#   answer, and a main.swift that runs the chapter's program at that step
#   (the answer's own example); what a learner does by hand in the
#   chapter's project.
#
# prepare_baseline <workbook> <id> <work folder>
#   Prepares "<work>/bare-<id>/" (one check with a scratch cache learns the
#   step's sources) and sets BASELINE_FLAGS for swiftc (chapter 4's Crypto).
# baseline_command <id> <answer> <work folder>
#   Prints the shell command that compiles and runs the chapter's program.
# alone_command <id> <answer> <work folder>
#   Prints the shell command that compiles and runs the answer alone with
#   scripts/bench-mains/<id>.swift, or nothing when there is no such file.
prepare_baseline() {
  local workbook="$1" id="$2" work="$3"
  local cache="$work/baseline-cache-$id" probe="$work/probe-$id.swift"
  cp "Solutions/$id/answer.swift" "$probe"
  WORKBOOK_CACHE="$cache" "$workbook" check "$id" --answer "$probe" --seed 1 >/dev/null 2>&1 || true
  local kit program bare="$work/bare-$id"
  kit=$(ls -d "$cache"/kits/*/sources | head -1)
  program=$(grep -l "func workbookChapterMain" "$cache"/programs/*/sources/WorkbookChapterMain.swift | head -1)
  mkdir -p "$bare"
  for f in "$kit"/*.swift; do
    case "$(basename "$f")" in main.swift|WorkbookHarness.swift|WorkbookGenerator.swift|WorkbookSupport.swift|WorkbookKit.swift) ;; *) cp "$f" "$bare/" ;; esac
  done
  cp "$program" "$bare/ChapterMain.swift"
  printf 'try workbookChapterMain()\n' > "$bare/main.swift"
  : > "$bare/flags"
  if grep -qs "import Crypto" "$bare"/*.swift "$probe"; then
    # The package's own build of swift-crypto, as a learner would link it.
    local products="$PWD/.build/debug"
    echo "-I $products/Modules -L $products -lCourseSupport -Xlinker -rpath -Xlinker $products" > "$bare/flags"
  fi
}

baseline_command() {
  local id="$1" answer="$2" work="$3" bare="$3/bare-$1"
  echo "swiftc -swift-version 5 -suppress-warnings -module-name Exercise $(cat "$bare/flags") $bare/*.swift $answer -o $bare/program.\$\$ && $bare/program.\$\$; rm -f $bare/program.\$\$"
}

alone_command() {
  local id="$1" answer="$2" work="$3" main="$PWD/scripts/bench-mains/$1.swift"
  [ -f "$main" ] || return 0
  local alone="$work/alone-$id"
  mkdir -p "$alone"
  cp "$main" "$alone/main.swift"
  echo "swiftc -swift-version 5 -suppress-warnings $alone/main.swift $answer -o $alone/program.\$\$ && $alone/program.\$\$; rm -f $alone/program.\$\$"
}
