#!/usr/bin/env bash
# The developer's inner loop: `swift test --parallel` without the slow
# suites, those that compile or run Swift programs (the grader, the sandbox,
# the toolchain, `workbook` as a process) or wait on time limits. They are
# tagged `.tags(.slow)` in Tests/ (each target that has them declares the
# tag in its Tags.swift); Swift 6.3's `swift test` cannot select by tag
# (`--skip tag:slow` is read as a pattern of test names and skips nothing),
# so this script reads the tagged suites' names from the sources and skips
# them by name, with the two slow XCTest cases (SourceKit-LSP, a large
# class's similarity). CI (`.ci/run`) runs everything.
#
#   scripts/test-fast.sh                 # the fast subset
#   scripts/test-fast.sh --list          # the suites it skips
#   scripts/test-fast.sh --filter Quiz   # more arguments go to swift test
set -euo pipefail
cd "$(dirname "$0")/.."

# "<Module>.<Type>" for every suite whose @Suite(...) line has .tags(.slow).
slow_suites() {
  for file in $(grep -rl --include='*.swift' '\.tags(\.slow)' Tests); do
    module="${file#Tests/}"; module="${module%%/*}"
    awk -v module="$module" '
      /@Suite\(.*\.tags\(\.slow\)/ { tagged = 1 }
      # The declaration: on a line of its own, or after the attribute.
      tagged && match($0, /(^[[:space:]]*|\) )((public|final|private|internal) )*(struct|class|enum|actor) [A-Za-z_][A-Za-z0-9_]*/) {
        n = split(substr($0, RSTART, RLENGTH), words, " "); print module "." words[n]; tagged = 0
      }' "$file"
  done | sort -u
}

if [ "${1:-}" = "--list" ]; then
  slow_suites
  echo "SimilarityTests.SimilarityTests/testLargeClassIsFast"
  echo "GradingTests.EditorSupportTests"
  exit 0
fi

skips=()
for suite in $(slow_suites); do
  # The suite, its tests and any suite nested in it.
  skips+=(--skip "^${suite//./\\.}([/.]|\$)")
done
skips+=(--skip 'testLargeClassIsFast' --skip '^GradingTests\.EditorSupportTests')
exec swift test --parallel "${skips[@]}" "$@"
