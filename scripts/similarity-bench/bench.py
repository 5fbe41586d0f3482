"""The similarity benchmark's measuring part (run by scripts/bench-similarity.sh).

Builds a class from scripts/similarity-bench/<exercise>/: every file of
honest/ is an answer written independently, every file of copies/ is named
<kind>--<source>.swift and is a disguised copy of honest/<source>.swift (or,
for source "reference", of Solutions/<exercise>/answer.swift). Each file is
one student. Runs workbook-similarity and copydetect on the same files and
prints, side by side: AUC of the ranking, precision and recall at a
threshold, and the lowest copy and highest honest pair.

A pair is a copy (positive) when both answers come from the same source:
a copy and its source, two copies of one source, and a student against the
reference answer when the student handed in a disguised reference. Every
other pair is honest (negative), students against the reference included.
"""
import argparse
import csv
import itertools
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path


def source_of(name):
    return name.split("--", 1)[1] if "--" in name else name


def kind_of(name):
    return name.split("--", 1)[0] if "--" in name else "honest"


def auc(positives, negatives):
    """Probability that a random copy pair outranks a random honest pair (ties count half)."""
    if not positives or not negatives:
        return float("nan")
    wins = 0.0
    for p in positives:
        for n in negatives:
            wins += 1.0 if p > n else 0.5 if p == n else 0.0
    return wins / (len(positives) * len(negatives))


def precision_recall(scored, threshold):
    flagged = [label for score, label in scored if score >= threshold]
    true_positive = sum(flagged)
    positives = sum(label for _, label in scored)
    precision = true_positive / len(flagged) if flagged else 1.0
    recall = true_positive / positives if positives else 1.0
    return precision, recall, len(flagged), true_positive


def starter_stub(root, exercise):
    for chapter in sorted((root / "Chapters").glob("*.md")):
        match = re.search(r"^```swift exercise=" + re.escape(exercise) + r"\b[^\n]*\n(.*?)^```", chapter.read_text(), re.S | re.M)
        if match:
            return match.group(1)
    return ""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--similarity", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--threshold", type=float, default=0.5)
    args = parser.parse_args()
    root = Path(__file__).resolve().parents[2]
    bench = Path(__file__).resolve().parent
    work = Path(args.work)
    exercises = sorted(p.name for p in bench.iterdir() if (p / "honest").is_dir())

    # The class: one folder per student, one file per exercise.
    klass = work / "class"
    members = {}
    for exercise in exercises:
        members[exercise] = []
        for folder in ("honest", "copies"):
            for file in sorted((bench / exercise / folder).glob("*.swift")):
                student = file.stem
                members[exercise].append(student)
                (klass / student).mkdir(parents=True, exist_ok=True)
                shutil.copy(file, klass / student / f"{exercise}.swift")

    # workbook-similarity (it compares every student with the reference answer itself).
    out = work / "ours.csv"
    subprocess.run([args.similarity, "--course", str(root), str(klass), "--output", str(out), "--top", "80"],
                   check=True, stdout=subprocess.DEVNULL)
    ours = {}
    with open(out, newline="") as handle:
        for row in csv.DictReader(handle):
            other = "reference" if row["compared_with"] == "reference answer" else row["student_b"]
            ours[(row["exercise"], frozenset((row["student_a"], other)))] = float(row["score"])

    # copydetect 0.5.0 on the same files, the starter stub as its boilerplate.
    from copydetect import CopyDetector
    theirs = {}
    for exercise in exercises:
        files = work / "copydetect" / exercise / "files"
        boiler = work / "copydetect" / exercise / "boilerplate"
        files.mkdir(parents=True)
        boiler.mkdir(parents=True)
        for student in members[exercise]:
            shutil.copy(klass / student / f"{exercise}.swift", files / f"{student}.swift")
        shutil.copy(root / "Solutions" / exercise / "answer.swift", files / "reference.swift")
        (boiler / "stub.swift").write_text(starter_stub(root, exercise))
        detector = CopyDetector(test_dirs=[str(files)], boilerplate_dirs=[str(boiler)], extensions=["swift"],
                                display_t=0.0, silent=True, autoopen=False, out_file=str(work / "copydetect.html"))
        detector.run()
        names = [Path(f).stem for f in detector.test_files]
        for i, j in itertools.combinations(range(len(names)), 2):
            # copydetect flags a pair when either side's share is over its threshold.
            pair = detector.similarity_matrix[i, j]
            theirs[(exercise, frozenset((names[i], names[j])))] = max(float(pair[0]), float(pair[1]))

    rows = []
    for exercise in exercises:
        people = members[exercise] + ["reference"]
        for a, b in itertools.combinations(people, 2):
            key = (exercise, frozenset((a, b)))
            label = source_of(a) == source_of(b)
            rows.append((exercise, a, b, label, ours.get(key, 0.0), theirs.get(key, 0.0)))

    positives = [r for r in rows if r[3]]
    negatives = [r for r in rows if not r[3]]
    print(f"Data set: {len(exercises)} exercises ({', '.join(exercises)}), "
          f"{sum(len([m for m in members[e] if '--' not in m]) for e in exercises)} honest answers, "
          f"{sum(len([m for m in members[e] if '--' in m]) for e in exercises)} disguised copies; "
          f"{len(rows)} pairs ({len(positives)} same-source, {len(negatives)} honest), students against the reference answer included.")
    print()
    header = f"{'':34} {'workbook-similarity':>20} {'copydetect 0.5.0':>18}"
    print(header)
    print(f"{'AUC':34} {auc([r[4] for r in positives], [r[4] for r in negatives]):>20.3f} "
          f"{auc([r[5] for r in positives], [r[5] for r in negatives]):>18.3f}")
    for threshold in sorted({args.threshold, 0.33}):
        p1, r1, f1, t1 = precision_recall([(r[4], r[3]) for r in rows], threshold)
        p2, r2, f2, t2 = precision_recall([(r[5], r[3]) for r in rows], threshold)
        print(f"{'precision at ' + format(threshold, '.2f'):34} {p1:>13.3f} ({t1}/{f1}) {p2:>11.3f} ({t2}/{f2})")
        print(f"{'recall at ' + format(threshold, '.2f'):34} {r1:>13.3f} ({t1}/{len(positives)}) {r2:>11.3f} ({t2}/{len(positives)})")
    print(f"{'lowest same-source pair':34} {min(r[4] for r in positives):>20.3f} {min(r[5] for r in positives):>18.3f}")
    print(f"{'highest honest pair':34} {max(r[4] for r in negatives):>20.3f} {max(r[5] for r in negatives):>18.3f}")
    print()
    print("Each copy against its source (workbook-similarity / copydetect):")
    for exercise in exercises:
        for student in members[exercise]:
            if "--" in student:
                source = source_of(student)
                key = (exercise, frozenset((student, source)))
                mark = "" if ours.get(key, 0.0) >= args.threshold else "   <- below the threshold"
                print(f"  {exercise:20} {kind_of(student):20} of {source:22} {ours.get(key, 0.0):.3f} / {theirs.get(key, 0.0):.3f}{mark}")
    print()
    for column, tool in ((4, "workbook-similarity"), (5, "copydetect")):
        missed = [r for r in positives if r[column] < args.threshold]
        print(f"Same-source pairs {tool} scores below {args.threshold:.2f}: {len(missed)}")
        for r in missed:
            print(f"  {r[0]:20} {r[1]} / {r[2]}: {r[column]:.3f}")
    print()
    print("Highest honest pairs (workbook-similarity):")
    for r in sorted(negatives, key=lambda r: -r[4])[:5]:
        print(f"  {r[0]:20} {r[1]} / {r[2]}: {r[4]:.3f} (copydetect {r[5]:.3f})")
    print("Highest honest pairs (copydetect):")
    for r in sorted(negatives, key=lambda r: -r[5])[:5]:
        print(f"  {r[0]:20} {r[1]} / {r[2]}: {r[5]:.3f} (workbook-similarity {r[4]:.3f})")


if __name__ == "__main__":
    main()
