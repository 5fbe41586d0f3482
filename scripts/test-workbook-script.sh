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
echo "uid $(id -u) tmpdir ${TMPDIR:-}" >>"$FAKE_SWIFT_CALLS.who"
echo "Fetching https://github.com/apple/swift-crypto.git"
sleep "${FAKE_SWIFT_FETCH:-0}"
for i in $(seq 1 640); do
  echo "[$i/640] Compiling Something$i.swift"
  if [ -n "${FAKE_SWIFT_SLEEP:-}" ] && [ $((i % 160)) -eq 0 ]; then sleep "$FAKE_SWIFT_SLEEP"; fi
done
if [ -n "${FAKE_SWIFT_FAIL:-}" ]; then echo "$PWD/Sources/Grading/Checker.swift:3:1: error: cannot find 'oops' in scope"; exit 1; fi
if [ -n "${FAKE_SWIFT_FETCH_FAIL:-}" ]; then printf "error: Failed to clone repository https://github.com/LebJe/TOMLKit.git:\n    Cloning into bare repository...\nfatal: detected dubious ownership in repository at '/opt/pkgs/TOMLKit.git'\n"; exit 1; fi
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
  check "a terminal sees the elapsed seconds" grep -q "Building the workbook… [0-9]* s" "$tmp/typescript"
  check "a terminal sees no build log" test "$(grep -c 'Compiling Something' "$tmp/typescript" || true)" -eq 0
fi

# 4b. Off a terminal: a line at least every few seconds, with how far it is and the time left.
sleep 1; touch "$course/Sources/Grading/Checker.swift"
: >"$FAKE_SWIFT_CALLS.who"
FAKE_SWIFT_FETCH=6 FAKE_SWIFT_SLEEP=4 "$course/workbook" list >/dev/null 2>"$tmp/err"
check "off a terminal, packages being fetched are said" grep -q "getting the packages it needs" "$tmp/err"
check "off a terminal, lines come while it builds" test "$(grep -c '^Building the workbook: ' "$tmp/err")" -ge 4
check "off a terminal, each line says which step" grep -q "step [0-9]* of 640" "$tmp/err"
check "off a terminal, the time left is estimated" grep -q "about [0-9].* left" "$tmp/err"
check "the build's temporary files (SwiftPM's locks) stay in the course's .build" grep -q "tmpdir $course/.build/tmp" "$FAKE_SWIFT_CALLS.who"
check "the time the build took is said" grep -q "^Built the workbook in [0-9]" "$tmp/err"

# 4c. As root in another user's course: that user builds and checks; root grades.
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null 2>&1 && id nobody >/dev/null 2>&1; then
  owned="$tmp/owned"
  cp -a "$course" "$owned"
  rm -rf "$owned/.build"
  mkdir -p "$owned/.build/debug" "$owned/Exercises"
  touch "$owned/.build/left-by-root" "$owned/Exercises/kebab-strategy.swift"
  chmod 755 "$tmp" "$tmp/bin"
  chmod 644 "$FAKE_SWIFT_CALLS"
  : >"$FAKE_SWIFT_CALLS.who"; chmod 666 "$FAKE_SWIFT_CALLS.who" "$FAKE_SWIFT_CALLS"
  chown -R nobody "$owned"
  chown root "$owned/.build/left-by-root" "$owned/Exercises/kebab-strategy.swift"
  out="$("$owned/workbook" check kebab-strategy 2>"$tmp/err" || true)"
  check "root builds another user's course as that user" grep -q "^uid $(id -u nobody) " "$FAKE_SWIFT_CALLS.who"
  check "what root left in .build goes back to its owner" test "$(stat -c %U "$owned/.build/left-by-root")" = nobody
  check "what root left in Exercises goes back to its owner" test "$(stat -c %U "$owned/Exercises/kebab-strategy.swift")" = nobody
  printf '#!/usr/bin/env bash\necho "ran as $(id -un)"\n' >"$owned/.build/debug/workbook"
  check "check runs as the folder's owner" test "$("$owned/workbook" check 2>/dev/null)" = "ran as nobody"
  check "grade runs as root" test "$("$owned/workbook" grade 2>/dev/null)" = "ran as root"
fi

# 5. A failing build: status 2, the log file named, the error shown, not the log.
sleep 1; touch "$course/Sources/Grading/Checker.swift"
status=0
FAKE_SWIFT_FAIL=1 "$course/workbook" check >/dev/null 2>"$tmp/err" || status=$?
check "a failed build exits 2" test "$status" -eq 2
check "a failed build names its log" grep -q "the full log is in $course/.build/workbook-build.log" "$tmp/err"
check "a failed build shows the error" grep -q "Checker.swift:3:1: error: cannot find 'oops'" "$tmp/err"
check "a failed build hides the rest of the log" test "$(grep -c Compiling "$tmp/err" || true)" -eq 0
# A package git would not fetch: git's own reason is shown, and what to do.
sleep 1; touch "$course/Sources/Grading/Checker.swift"
status=0
FAKE_SWIFT_FETCH_FAIL=1 "$course/workbook" check >/dev/null 2>"$tmp/err" || status=$?
check "a failed fetch exits 2" test "$status" -eq 2
check "a failed fetch shows git's reason" grep -q "fatal: detected dubious ownership" "$tmp/err"
check "a failed fetch says what to do" grep -q "safe.directory" "$tmp/err"

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
