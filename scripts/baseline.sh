# Sourced by the benchmark scripts: the baseline every figure is compared
# with, a bare `swiftc` compile-and-run of an answer with a small harness —
# the chapter's files at the exercise's step, the answer, and a main.swift
# that runs the chapter's program at that step (the answer's own example);
# no sandbox, no workbook, no cases. The work a learner does by hand.
#
# prepare_baseline <workbook> <id> <work folder>
#   Prepares "<work>/bare-<id>/" (one check with a scratch cache learns the
#   step's sources) and sets BASELINE_FLAGS for swiftc (chapter 4's Crypto).
# baseline_command <id> <answer> <work folder>
#   Prints the shell command that compiles and runs it.
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
