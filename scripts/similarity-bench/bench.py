"""The similarity benchmark's measuring part (run by scripts/bench-similarity.sh).

Data: scripts/similarity-bench/<part>/<exercise>/<author>/{honest,copies}/.
Every file of honest/ is an answer its author wrote from the task text; every
file of copies/ is named <kinds>--<source>.swift (a disguised copy of that
author's honest/<source>.swift) or, for a merge, <kinds>--<srcA>+<srcB>.swift
(positive against both sources). A source named "reference" is
Solutions/<exercise>/answer.swift, taken into the part as an honest answer.

Within a part, for one exercise, every file is one student of one class;
workbook-similarity and copydetect score every pair of the same files.
Labels: a copy and each of its sources is a positive; two honest answers (any
authors of the part) and a copy with an answer that is not its source are
negatives; two copies of one source are left out (they are copies of each
other, but neither is the other's source). A copy of the reference answer
is read, for the report, from its row against the reference answer (which
is what the report flags it by). Printed per part and exercise, both tools
side by side: AUC of each tool's ranking (the report's: flagged pairs
first, then by score; copydetect's: by score), precision and recall at each
tool's flag (the report's calibrated flag, its `flagged` column;
copydetect's display threshold, 0.33 by default), the ceiling (the best
precision any threshold on the score reaches at recall >= 0.9: low where
honest answers converge on the copies' code and no score can separate
them), the lowest-scoring copy (with its kinds) and the highest honest
pair. Not a timed test: a script.
"""
import argparse
import csv
import itertools
import re
import shutil
import subprocess
from pathlib import Path


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
    return precision, recall, len(flagged), true_positive, positives


def ceiling(scored, recall_floor=0.9):
    """The best precision any threshold reaches with recall at least recall_floor: where honest
    answers score as high as the copies (they converge on the same code), no score can separate them."""
    best = 0.0
    for threshold in sorted({score for score, _ in scored}):
        precision, recall, *_ = precision_recall(scored, threshold)
        if recall >= recall_floor:
            best = max(best, precision)
    return best


def starter_stub(root, exercise):
    for chapter in sorted((root / "Chapters").glob("*.md")):
        match = re.search(r"^```swift exercise=" + re.escape(exercise) + r"\b[^\n]*\n(.*?)^```", chapter.read_text(), re.S | re.M)
        if match:
            return match.group(1)
    return ""


class Member:
    """One file of the class: who wrote it, what it copies."""

    def __init__(self, author, path, honest):
        self.author = author
        self.path = path
        self.stem = path.stem
        self.honest = honest
        if honest:
            self.kinds = "honest"
            self.sources = []
        else:
            kinds, sources = self.stem.split("--", 1)
            self.kinds = kinds
            self.sources = [f"{author}/{s}" for s in sources.split("+")]
        self.id = f"{author}/{self.stem}"


def members_of(root, part_dir, exercise):
    members = []
    for author_dir in sorted(p for p in (part_dir / exercise).iterdir() if p.is_dir()):
        author = author_dir.name
        needs_reference = False
        for folder, honest in (("honest", True), ("copies", False)):
            for file in sorted((author_dir / folder).glob("*.swift")):
                member = Member(author, file, honest)
                members.append(member)
                needs_reference |= f"{author}/reference" in member.sources
        if needs_reference:
            members.append(Member(author, root / "Solutions" / exercise / "answer.swift", True))
            members[-1].stem = "reference"
            members[-1].id = f"{author}/reference"
    return members


def label(a, b):
    """True (copy), False (honest), None (left out)."""
    if b.id in a.sources or a.id in b.sources:
        return True
    if not a.honest and not b.honest and set(a.sources) & set(b.sources):
        return None
    return False


def run_part(root, part_dir, exercise, similarity, work, threshold):
    members = members_of(root, part_dir, exercise)
    names = {m.id: f"s{index:02d}" for index, m in enumerate(members)}
    by_name = {names[m.id]: m for m in members}
    klass = work / "class"
    for m in members:
        (klass / names[m.id]).mkdir(parents=True, exist_ok=True)
        shutil.copy(m.path, klass / names[m.id] / f"{exercise}.swift")

    out = work / "ours.csv"
    subprocess.run([similarity, "--course", str(root), str(klass), "--output", str(out), "--top", "0"],
                   check=True, stdout=subprocess.DEVNULL)
    # (score, flagged) per pair of students; and each student's row against the reference answer.
    ours = {}
    reference_rows = {}
    with open(out, newline="") as handle:
        for row in csv.DictReader(handle):
            if row["exercise"] != exercise:
                continue
            value = (float(row["score"]), row["flagged"] == "yes")
            if row["compared_with"] == "student":
                ours[frozenset((by_name[row["student_a"]].id, by_name[row["student_b"]].id))] = value
            elif row["compared_with"] == "reference answer":
                reference_rows[by_name[row["student_a"]].id] = value

    from copydetect import CopyDetector
    files = work / "copydetect" / "files"
    boiler = work / "copydetect" / "boilerplate"
    files.mkdir(parents=True)
    boiler.mkdir(parents=True)
    for m in members:
        shutil.copy(m.path, files / f"{names[m.id]}.swift")
    (boiler / "stub.swift").write_text(starter_stub(root, exercise))
    detector = CopyDetector(test_dirs=[str(files)], boilerplate_dirs=[str(boiler)], extensions=["swift"],
                            display_t=0.0, silent=True, autoopen=False, out_file=str(work / "copydetect.html"))
    detector.run()
    found = [by_name[Path(f).stem].id for f in detector.test_files]
    theirs = {}
    for i, j in itertools.combinations(range(len(found)), 2):
        # copydetect flags a pair when either side's share is over its threshold.
        pair = detector.similarity_matrix[i, j]
        theirs[frozenset((found[i], found[j]))] = max(float(pair[0]), float(pair[1]))

    rows = []
    for a, b in itertools.combinations(members, 2):
        lab = label(a, b)
        if lab is None:
            continue
        key = frozenset((a.id, b.id))
        if not b.honest and a.honest:
            a, b = b, a
        score, flagged = ours.get(key, (0.0, False))
        # A copy of the reference answer: the report flags it against the reference answer.
        for copy, other in ((a, b), (b, a)):
            if other.stem == "reference" and other.id in copy.sources and copy.id in reference_rows:
                score, flagged = reference_rows[copy.id]
        rows.append((a, b, lab, score, theirs.get(key, 0.0), flagged))
    return members, rows


def rank_key(row, column):
    """The order each tool's report reads: ours, flagged pairs first, then by score; copydetect's by score."""
    return (1.0 + row[3] if row[5] else row[3]) if column == 3 else row[column]


def at_flag(row, column, threshold):
    return row[5] if column == 3 else row[column] >= threshold


def summarise(rows, column, threshold):
    positives = [r for r in rows if r[2]]
    negatives = [r for r in rows if not r[2]]
    flagged = [r for r in rows if at_flag(r, column, threshold)]
    tp = sum(1 for r in flagged if r[2])
    p = tp / len(flagged) if flagged else 1.0
    r = tp / len(positives) if positives else 1.0
    lowest = min(positives, key=lambda row: row[column]) if positives else None
    highest = max(negatives, key=lambda row: row[column]) if negatives else None
    return {
        "auc": auc([rank_key(row, column) for row in positives], [rank_key(row, column) for row in negatives]),
        "auc_score": auc([row[column] for row in positives], [row[column] for row in negatives]),
        "precision": p, "recall": r, "flagged": len(flagged), "tp": tp, "positives": len(positives),
        "lowest": lowest, "highest": highest,
        "ceiling": ceiling([(row[column], row[2]) for row in rows]),
    }


def describe_copy(row, column):
    if row is None:
        return "-"
    return f"{row[column]:.2f} {row[0].author[-1] if row[0].author.startswith('author-') else row[0].author}:{row[0].kinds}"


def describe_honest(row, column):
    if row is None:
        return "-"
    return f"{row[column]:.2f} {row[0].id}~{row[1].id}"


def large_class(root, bench, similarity, work, students, exercises):
    """A class of `students` students, each handing in every exercise of `exercises`: answers drawn from the
    tuning and earlier parts (never held-out), each made a student's own by a helper of their own. Times
    workbook-similarity on it (its own wall clock, CPU and peak memory, from GNU time's rusage), and copydetect
    on the same files in the same run as the baseline."""
    import random, resource, time
    rng = random.Random(7)
    klass = work / "large" / "class"
    pools = {}
    for exercise in exercises:
        pools[exercise] = [p for part in ("tuning", "earlier") for p in sorted((bench / part / exercise).glob("*/*/*.swift"))]
    for student in range(students):
        folder = klass / f"student-{student:03d}"
        folder.mkdir(parents=True)
        for exercise in exercises:
            text = rng.choice(pools[exercise]).read_text()
            n = rng.randrange(1000)
            text += f"\n// student {student}\nprivate func note{n}(_ value: Int) -> Int {{\n    let scaled = value * {n % 7 + 2}\n    return scaled + {n}\n}}\n"
            (folder / f"{exercise}.swift").write_text(text)
    out = work / "large" / "similarity.csv"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run([similarity, "--course", str(root), str(klass), "--output", str(out), "--top", "25"], check=True, stdout=subprocess.DEVNULL)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    peak = after.ru_maxrss / 1024  # KiB on Linux
    rows = sum(1 for _ in open(out)) - 1

    from copydetect import CopyDetector
    start = time.monotonic()
    for exercise in exercises:
        files = work / "large" / "copydetect" / exercise
        files.mkdir(parents=True)
        for folder in sorted(klass.iterdir()):
            shutil.copy(folder / f"{exercise}.swift", files / f"{folder.name}.swift")
        boiler = work / "large" / "boilerplate" / exercise
        boiler.mkdir(parents=True)
        (boiler / "stub.swift").write_text(starter_stub(root, exercise))
        detector = CopyDetector(test_dirs=[str(files)], boilerplate_dirs=[str(boiler)], extensions=["swift"], display_t=0.33,
                                silent=True, autoopen=False, out_file=str(work / "large" / f"copydetect-{exercise}.html"))
        detector.run()
    baseline = time.monotonic() - start
    print(f"{students} students x {len(exercises)} exercises ({students * len(exercises)} answers, {rows} rows): "
          f"workbook-similarity {wall:.1f} s wall, {cpu:.1f} s CPU, peak {peak:.0f} MiB; "
          f"copydetect (same files, same run, one core) {baseline:.1f} s; ratio {wall / baseline:.2f}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--similarity", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--threshold", type=float, default=0.33, help="copydetect's flag (its display threshold, 0.33 by default)")
    parser.add_argument("--part", action="append", help="only these parts (default: every part but held-out)")
    parser.add_argument("--verbose", action="store_true", help="every copy against its sources")
    parser.add_argument("--markdown", action="store_true", help="the table as Markdown (for the README and the docs)")
    parser.add_argument("--large-class", type=int, metavar="N", help="time a class of N students x 3 exercises instead (answers from the tuning parts)")
    args = parser.parse_args()
    root = Path(__file__).resolve().parents[2]
    bench = Path(__file__).resolve().parent
    work = Path(args.work)
    if args.large_class:
        large_class(root, bench, args.similarity, work, args.large_class, ["kebab-strategy", "card-decodable", "tolerant-updates"])
        return
    parts = args.part or sorted(p.name for p in bench.iterdir() if p.is_dir() and p.name != "held-out" and not p.name.startswith("_"))

    table = []
    for part in parts:
        part_dir = bench / part
        exercises = sorted(p.name for p in part_dir.iterdir() if p.is_dir())
        all_rows = []
        for exercise in exercises:
            scratch = work / part / exercise
            scratch.mkdir(parents=True)
            members, rows = run_part(root, part_dir, exercise, args.similarity, scratch, args.threshold)
            all_rows += rows
            honest = sum(m.honest for m in members)
            table.append((part, exercise, len(members) - honest, honest, rows))
            if args.verbose:
                for r in sorted(rows, key=lambda r: r[3]):
                    if r[2]:
                        mark = "" if r[5] else "   <- not flagged"
                        print(f"  {part}/{exercise}: {r[0].id} vs {r[1].id}: ours {r[3]:.3f} copydetect {r[4]:.3f}{mark}")
                for r in sorted(rows, key=lambda r: -r[3])[:3]:
                    if not r[2]:
                        print(f"  {part}/{exercise} honest: {r[0].id} vs {r[1].id}: ours {r[3]:.3f}{' flagged' if r[5] else ''} copydetect {r[4]:.3f}")
        table.append((part, "(all)", None, None, all_rows))

    if args.markdown:
        print(f"| part | exercise | copy / honest pairs | AUC ours / copydetect | precision at the flag ours / copydetect "
              f"| recall at the flag ours / copydetect | ceiling ours / copydetect | lowest copy, ours (copydetect) | highest honest pair, ours (copydetect) |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        for part, exercise, copies, honest, rows in table:
            o = summarise(rows, 3, args.threshold)
            c = summarise(rows, 4, args.threshold)
            pairs = f"{sum(r[2] for r in rows)} / {sum(not r[2] for r in rows)}"
            name = f"**{exercise}**" if exercise == "(all)" else exercise
            print(f"| {part} | {name} | {pairs} | {o['auc']:.3f} / {c['auc']:.3f} "
                  f"| {o['precision']:.2f} ({o['tp']}/{o['flagged']}) / {c['precision']:.2f} ({c['tp']}/{c['flagged']}) "
                  f"| {o['recall']:.2f} ({o['tp']}/{o['positives']}) / {c['recall']:.2f} ({c['tp']}/{c['positives']}) "
                  f"| {o['ceiling']:.2f} / {c['ceiling']:.2f} "
                  f"| {describe_copy(o['lowest'], 3)} ({describe_copy(c['lowest'], 4)}) "
                  f"| {describe_honest(o['highest'], 3)} ({describe_honest(c['highest'], 4)}) |")
        return
    print(f"Flags: the report's calibrated flag; copydetect at {args.threshold:.2f} (its display threshold). P/R: precision and recall at the flag (flagged true / flagged, true / copy pairs).")
    print("AUC: of the report's ranking (flagged first, then by score; by score alone in brackets) and of copydetect's scores.")
    print("Ceil: the best precision any threshold reaches at recall >= 0.9 (low: honest answers score as high as copies).")
    print("Lowest copy: score, author:kinds. Highest honest: score, pair.")
    print()
    header = (f"{'part':9} {'exercise':17} {'pairs':>9} | {'AUC':>13} {'P':>11} {'R':>11} {'Ceil':>4} {'lowest copy':32} {'highest honest':44}"
              f"| {'cd AUC':>6} {'cd P':>11} {'cd R':>11} {'cdCe':>4} {'cd lowest copy':32} {'cd highest honest'}")
    print(header)
    for part, exercise, copies, honest, rows in table:
        o = summarise(rows, 3, args.threshold)
        c = summarise(rows, 4, args.threshold)
        pairs = f"{sum(r[2] for r in rows)}+/{sum(not r[2] for r in rows)}-"
        print(f"{part:9} {exercise:17} {pairs:>9} | {o['auc']:5.3f} ({o['auc_score']:5.3f}) {o['precision']:5.2f} ({o['tp']:2}/{o['flagged']:2}) "
              f"{o['recall']:5.2f} ({o['tp']:2}/{o['positives']:2}) {o['ceiling']:4.2f} {describe_copy(o['lowest'], 3):32.32} {describe_honest(o['highest'], 3):44.44}"
              f"| {c['auc']:6.3f} {c['precision']:5.2f} ({c['tp']:2}/{c['flagged']:2}) "
              f"{c['recall']:5.2f} ({c['tp']:2}/{c['positives']:2}) {c['ceiling']:4.2f} {describe_copy(c['lowest'], 4):32.32} {describe_honest(c['highest'], 4)}")


if __name__ == "__main__":
    main()
