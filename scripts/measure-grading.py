#!/usr/bin/env python3
"""Measures the exercises' grading code (docs/EXERCISE-FORMAT.md, "Measured").

Usage: scripts/measure-grading.py [REV]   (default: the working tree)

Prints, for Solutions/<id>/{harness,generator,bridge}.swift:
- the median over the exercises of their lines (all lines, as `wc -l`
  counts them; and without blank and comment-only lines);
- the grading files whose code (comments left out) uses JSONSerialization's
  untyped values: `Any`, `[String: Any]`, `NSNumber`, `NSNull`,
  `JSONSerialization`; and the same for the scaffold's templates
  (Sources/Verification/Authoring/ExerciseTemplates.swift).
REV (a commit) measures that commit's files instead, through git.
"""
import os
import re
import statistics
import subprocess
import sys

GRADING = ("harness.swift", "generator.swift", "bridge.swift")
UNTYPED = re.compile(r"\bAny\b|\bNSNumber\b|\bNSNull\b|\bJSONSerialization\b")
TEMPLATES = "Sources/Verification/Authoring/ExerciseTemplates.swift"


def files(rev):
    if rev:
        out = subprocess.run(["git", "ls-tree", "-r", "--name-only", rev, "Solutions"], capture_output=True, text=True, check=True)
        return out.stdout.split()
    found = []
    for exercise in sorted(os.listdir("Solutions")):
        for name in GRADING:
            path = os.path.join("Solutions", exercise, name)
            if os.path.isfile(path):
                found.append(path)
    return found


def read(rev, path):
    if rev:
        out = subprocess.run(["git", "show", f"{rev}:{path}"], capture_output=True, text=True)
        return out.stdout if out.returncode == 0 else None
    return open(path, encoding="utf-8").read() if os.path.isfile(path) else None


def code(text):
    """The text without // comments (a line's rest after //, outside a string)."""
    lines = []
    for line in text.split("\n"):
        in_string = False
        for index, char in enumerate(line):
            if char == '"':
                in_string = not in_string
            elif not in_string and line.startswith("//", index):
                line = line[:index]
                break
        lines.append(line)
    return "\n".join(lines)


def main():
    rev = sys.argv[1] if len(sys.argv) > 1 else None
    total, code_lines, untyped = {}, {}, []
    for path in files(rev):
        parts = path.split("/")
        if len(parts) != 3 or parts[2] not in GRADING:
            continue
        text = read(rev, path)
        lines = text.rstrip("\n").split("\n")
        total[parts[1]] = total.get(parts[1], 0) + len(lines)
        code_lines[parts[1]] = code_lines.get(parts[1], 0) + sum(1 for line in code(text).split("\n") if line.strip())
        if UNTYPED.search(code(text)):
            untyped.append(path)
    templates = read(rev, TEMPLATES)
    print(f"{rev or 'working tree'}: {len(total)} exercises, median grading lines {statistics.median(total.values())} (code only: {statistics.median(code_lines.values())}), "
          f"smallest {min(total.values())}, largest {max(total.values())}")
    print(f"untyped grading files: {len(untyped)}")
    for path in untyped:
        print(f"  {path}")
    if templates is not None:
        print(f"scaffold templates untyped: {'yes' if UNTYPED.search(code(templates)) else 'no'}")


if __name__ == "__main__":
    main()
