#!/usr/bin/env bash
# Tests the ./workbook script's own behaviour (progress line instead of the
# build log, the log file named when the build fails, rebuilding only when a
# source changed, healing a moved clone) on a temporary copy, with a stand-in
# `swift` so nothing is really compiled. Run by .ci/run; takes a few seconds.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
check() { # description, command...
  local what="$1"; shift
  if "$@"; then echo "ok   $what"; else echo "FAIL $what"; failures=$((failures + 1)); fi
}

# The stand-in toolchain: `swift build` prints a long log, then makes a
# workbook that echoes its arguments; FAKE_SWIFT_FAIL makes it fail instead.
mkdir -p "$tmp/bin"
cat >"$tmp/bin/swift" <<'FAKE'
#!/usr/bin/env bash
echo "swift $*" >>"$FAKE_SWIFT_CALLS"
for i in $(seq 1 640); do echo "[$i/640] Compiling Something$i.swift"; done
sleep "${FAKE_SWIFT_SLEEP:-0}"
if [ -n "${FAKE_SWIFT_FAIL:-}" ]; then echo "$PWD/Sources/Grading/Checker.swift:3:1: error: cannot find 'oops' in scope"; exit 1; fi
mkdir -p .build/debug
printf '#!/usr/bin/env bash\necho "workbook ran: $* as $WORKBOOK_COMMAND_NAME"\n' >.build/debug/workbook
chmod +x .build/debug/workbook
FAKE
chmod +x "$tmp/bin/swift"
export PATH="$tmp/bin:$PATH" FAKE_SWIFT_CALLS="$tmp/calls"
: >"$FAKE_SWIFT_CALLS"

course="$tmp/course"
mkdir -p "$course/scripts" "$course/Sources/Grading" "$course/.build/checkouts/dependency"
cp "$here/workbook" "$course/workbook"
cp "$here/scripts/setup.sh" "$course/scripts/setup.sh"
echo "// swift-tools-version:6.0" >"$course/Package.swift"
echo "struct Checker {}" >"$course/Sources/Grading/Checker.swift"
calls() { wc -l <"$FAKE_SWIFT_CALLS" | tr -d ' '; }

# 1. A fresh clone: one progress line, not the build log; then the command runs.
out="$("$course/workbook" check kebab-strategy 2>"$tmp/err")"
check "first run builds the workbook product" grep -q "swift build --product workbook" "$FAKE_SWIFT_CALLS"
check "then chapter 4's runtime library" grep -q "swift build --product CourseSupport" "$FAKE_SWIFT_CALLS"
check "and nothing else" test "$(calls)" -eq 2
check "first run says what it does" grep -q "Building the workbook for the first time" "$tmp/err"
check "first run hides the build log" test "$(grep -c Compiling "$tmp/err" || true)" -eq 0
check "the log is kept in .build/workbook-build.log" test "$(grep -c Compiling "$course/.build/workbook-build.log")" -eq 1280
check "the command runs with its arguments and name" test "$out" = "workbook ran: check kebab-strategy as ./workbook"

# 2. Nothing changed: no build at all.
before="$(calls)"
"$course/workbook" list >/dev/null 2>"$tmp/err"
check "an unchanged workbook is not rebuilt" test "$(calls)" -eq "$before"
check "an unchanged workbook prints nothing extra" test ! -s "$tmp/err"

# 3. A source changed: rebuilt.
sleep 1; touch "$course/Sources/Grading/Checker.swift"
"$course/workbook" list >/dev/null 2>&1
check "a changed source is rebuilt" test "$(calls)" -eq $((before + 2))

# 4. On a terminal: a progress line with the elapsed seconds.
if command -v script >/dev/null 2>&1; then
  sleep 1; touch "$course/Sources/Grading/Checker.swift"
  FAKE_SWIFT_SLEEP=2 script -q -e -c "$course/workbook list" "$tmp/typescript" >/dev/null 2>&1 || true
  check "a terminal sees the elapsed seconds" grep -q "Building the workbook… [0-9]*s" "$tmp/typescript"
  check "a terminal sees no build log" test "$(grep -c 'Compiling Something' "$tmp/typescript" || true)" -eq 0
fi

# 5. A failing build: status 2, the log file named, the error shown, not the log.
sleep 1; touch "$course/Sources/Grading/Checker.swift"
status=0
FAKE_SWIFT_FAIL=1 "$course/workbook" check >/dev/null 2>"$tmp/err" || status=$?
check "a failed build exits 2" test "$status" -eq 2
check "a failed build names its log" grep -q "the full log is in $course/.build/workbook-build.log" "$tmp/err"
check "a failed build shows the error" grep -q "Checker.swift:3:1: error: cannot find 'oops'" "$tmp/err"
check "a failed build hides the rest of the log" test "$(grep -c Compiling "$tmp/err" || true)" -eq 0

# 6. A moved clone: the build cache is dropped (downloads kept) and rebuilt.
"$course/workbook" list >/dev/null 2>&1
mv "$course" "$tmp/moved"
before="$(calls)"
out="$("$tmp/moved/workbook" list 2>"$tmp/err")"
check "a moved clone is noticed" grep -q "this folder moved" "$tmp/err"
check "a moved clone is rebuilt" test "$(calls)" -eq $((before + 2))
check "a moved clone keeps its downloaded dependencies" test -d "$tmp/moved/.build/checkouts/dependency"
check "a moved clone runs the command" test "$out" = "workbook ran: list as ./workbook"
check "a moved clone records its new place" test "$(cat "$tmp/moved/.build/.workbook-root")" = "$tmp/moved"

if [ "$failures" -ne 0 ]; then echo "$failures failed"; exit 1; fi
echo "all passed"
