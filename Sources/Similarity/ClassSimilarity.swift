import Foundation
import Workers

/// What an answer is compared with besides the other students.
public enum Counterpart: String, Sendable, Equatable {
    /// Another student of the class.
    case student
    /// The course's reference answer (`Solutions/<id>/answer.swift`), which
    /// every learner's clone holds.
    case reference = "reference answer"
    /// The instructor's private solution (`--solutions`).
    case solution = "instructor's solution"
    /// A student of an earlier term (`--archive`).
    case archive
}

/// One exercise's answers across a class, and the material every student
/// was given for it.
public struct ExerciseAnswers: Sendable {
    public let exercise: String
    /// The starter stub and the chapter's code.
    public let templateSources: [String]
    /// The task text as a learner reads it (the chapter's Markdown): its
    /// wording is nobody's own (`Template`).
    public let taskText: String
    /// (student, answer source), one per student who handed in a file.
    public let answers: [(student: String, source: String)]
    /// Solutions every answer is compared with, each reported as its own
    /// row: the course's reference answer, the instructor's own.
    public let references: [(name: String, kind: Counterpart, source: String)]
    /// Answers of earlier terms: compared with the current students only.
    public let archive: [(student: String, source: String)]

    public init(exercise: String, templateSources: [String], taskText: String = "", answers: [(student: String, source: String)],
                references: [(name: String, kind: Counterpart, source: String)] = [], archive: [(student: String, source: String)] = []) {
        self.exercise = exercise
        self.templateSources = templateSources
        self.taskText = taskText
        self.answers = answers
        self.references = references
        self.archive = archive
    }
}

/// The score of one pair on one exercise. For two students, `studentA`
/// sorts before `studentB`; otherwise `studentA` is the current student and
/// `studentB` names what they were compared with (`kind`).
public struct PairScore: Sendable, Equatable {
    public let exercise: String
    public let studentA: String
    public let studentB: String
    public let score: Double
    public var kind: Counterpart = .student
    /// How far the score stands above what the students usually share with
    /// classmates (`FlagCalibration`).
    public var standing: Double = 0
    /// Worth a look: flagged by the exercise's calibration.
    public var flagged = false
    /// Why it is flagged (or why a high score is not), in the report's words.
    public var reason: String?

    public init(exercise: String, studentA: String, studentB: String, score: Double, kind: Counterpart = .student) {
        self.exercise = exercise
        self.studentA = studentA
        self.studentB = studentB
        self.score = score
        self.kind = kind
    }
}

/// A pair with what is needed to show it: both answers and their regions.
public struct PairDetail: Sendable {
    public let pair: PairScore
    public let a: AnswerDocument
    public let b: AnswerDocument
    public let regions: [MatchedRegion]
    /// Comment lines and literals of their own both answers hold.
    public var wording: [SharedWording] = []
    /// What the score is made of.
    public var parts: ScoreParts? = nil
}

/// One exercise tokenised and fingerprinted, ready for comparing.
public struct PreparedExercise: Sendable {
    public let exercise: String
    public let template: Template
    /// Sorted by student name.
    public let documents: [AnswerDocument]
    /// How common each fingerprint is among `documents`.
    public let rarity: Rarity
    public let references: [(kind: Counterpart, document: AnswerDocument)]
    /// Sorted by name.
    public let archive: [AnswerDocument]
    /// Answers left out of every pair, and why (`ReadingNote.Kind.notCompared`).
    public var notCompared: [StudentNote] = []
}

/// A student's answer to one exercise that is not compared as the others
/// are: left out (`notCompared`) or compared as written only.
public struct StudentNote: Sendable, Equatable {
    public let exercise: String
    public let student: String
    public let note: ReadingNote
}

public struct ClassSimilarity: Sendable {
    /// Every pair of every exercise: exercise by exercise in the order
    /// given, each ranked (flagged pairs first, then by score, then names),
    /// so the output is the same every run.
    public let pairs: [PairScore]
    /// Each exercise's calibration (what a flag needs, whether its honest
    /// answers converge), in the order given.
    public let calibrations: [FlagCalibration]
    /// The pairs shown side by side, with their matched regions: each
    /// exercise's flagged pairs, then its best others (score above zero).
    public let details: [PairDetail]
    /// Students who handed in each exercise (the n of the rarity weights).
    public let classSizes: [String: Int]
    /// What each student's answers were read from (`commit 1a2b3c4d5e6f`,
    /// `folder ada/`), when the caller knows: shown in the report.
    public var origins: [String: String] = [:]
    /// Answers not compared as the others are, exercise by exercise in the
    /// order given, then by student: left out, or compared as written only.
    public let notes: [StudentNote]

    /// Tokenises and fingerprints every answer and the template: linear in
    /// the size of the sources, on `workers` threads (each with the stack
    /// `AnswerReader` needs). An answer that cannot be read within the
    /// bounds is left out of every pair, with its note.
    public static func prepare(_ exercises: [ExerciseAnswers], parameters: SimilarityParameters = SimilarityParameters(),
                               workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> [PreparedExercise] {
        // Nobody handed it in: nothing to compare, no template to build.
        var pool = WorkerPool(workers: workers)
        pool.stackSize = LargeStack.size
        let templates = pool.map(exercises) { exercise, _ in
            LargeStack.onWorker {
                exercise.answers.isEmpty ? Template.empty : Template(sources: exercise.templateSources, taskText: exercise.taskText, parameters: parameters)
            }
        }
        enum Role: Sendable { case answer, reference(Counterpart), archive }
        var jobs: [(exercise: Int, role: Role, name: String, source: String)] = []
        for (index, exercise) in exercises.enumerated() {
            jobs += exercise.answers.sorted { $0.student < $1.student }.map { (index, .answer, $0.student, $0.source) }
            jobs += exercise.references.map { (index, .reference($0.kind), $0.name, $0.source) }
            jobs += exercise.archive.sorted { $0.student < $1.student }.map { (index, .archive, $0.student, $0.source) }
        }
        let documents = pool.map(jobs) { job, _ in
            LargeStack.onWorker {
                AnswerDocument(name: job.name, source: job.source, template: templates[job.exercise], parameters: parameters)
            }
        }
        return exercises.enumerated().map { index, exercise in
            var answers: [AnswerDocument] = []
            var references: [(kind: Counterpart, document: AnswerDocument)] = []
            var archive: [AnswerDocument] = []
            var notCompared: [StudentNote] = []
            for (job, document) in zip(jobs, documents) where job.exercise == index {
                if let note = document.note, note.kind == .notCompared {
                    if case .answer = job.role { notCompared.append(StudentNote(exercise: exercise.exercise, student: job.name, note: note)) }
                    continue
                }
                switch job.role {
                case .answer: answers.append(document)
                case let .reference(kind): references.append((kind, document))
                case .archive: archive.append(document)
                }
            }
            return PreparedExercise(exercise: exercise.exercise, template: templates[index], documents: answers,
                                    rarity: Rarity(answers), references: references, archive: archive, notCompared: notCompared)
        }
    }

    public init(_ exercises: [ExerciseAnswers], parameters: SimilarityParameters = SimilarityParameters(), detailCount: Int = 25) {
        self.init(prepared: Self.prepare(exercises, parameters: parameters), parameters: parameters, detailCount: detailCount)
    }

    /// Compares every pair of answers within each exercise (s(s-1)/2
    /// fingerprint merges for s students, each O(fa + fb)), then every
    /// student with each reference and each archived answer (s · (r + p));
    /// regions are computed only for the `detailCount` best pairs.
    public init(prepared: [PreparedExercise], parameters: SimilarityParameters = SimilarityParameters(), detailCount: Int = 25) {
        var pairs: [PairScore] = []
        var calibrations: [FlagCalibration] = []
        var byExercise: [String: PreparedExercise] = [:]
        var shown: [PairScore] = []
        for exercise in prepared {
            byExercise[exercise.exercise] = exercise
            let docs = exercise.documents.map { exercise.rarity.weighed($0) }
            var scored: [PairScore] = []
            scored.reserveCapacity(docs.count * max(docs.count - 1, 0) / 2)
            for i in docs.indices {
                for j in docs.indices where j > i {
                    scored.append(PairScore(exercise: exercise.exercise, studentA: docs[i].document.name, studentB: docs[j].document.name,
                                            score: Similarity.score(docs[i], docs[j], parameters: parameters)))
                }
            }
            let calibration = FlagCalibration(exercise: exercise.exercise, students: docs.map(\.document.name), pairs: scored)
            let others = exercise.references.map { ($0.kind, exercise.rarity.weighed($0.document)) }
                + exercise.archive.map { (Counterpart.archive, exercise.rarity.weighed($0)) }
            for (kind, other) in others {
                for doc in docs {
                    scored.append(PairScore(exercise: exercise.exercise, studentA: doc.document.name, studentB: other.document.name,
                                            score: Similarity.score(doc, other, parameters: parameters), kind: kind))
                }
            }
            var references: [String: Double] = [:]
            for pair in scored where pair.kind == .reference { references[pair.studentA] = max(references[pair.studentA] ?? 0, pair.score) }
            // One ranked list per exercise: the flagged pairs first.
            let ranked = scored.map { calibration.judge($0, references: references) }.sorted(by: Self.ranks)
            pairs += ranked
            if !docs.isEmpty { calibrations.append(calibration) }
            // Shown side by side: every flagged pair (up to a hundred), and
            // the best others up to `detailCount`.
            let flagged = ranked.prefix { $0.flagged }
            shown += flagged.prefix(Self.shownFlagged) + ranked.dropFirst(flagged.count).prefix(max(0, detailCount - flagged.count)).filter { $0.score > 0 }
        }
        self.pairs = pairs
        self.calibrations = calibrations
        classSizes = Dictionary(prepared.map { ($0.exercise, $0.documents.count) }, uniquingKeysWith: { first, _ in first })
        notes = prepared.flatMap { exercise in
            (exercise.notCompared + exercise.documents.compactMap { document in
                document.note.map { StudentNote(exercise: exercise.exercise, student: document.name, note: $0) }
            }).sorted { $0.student < $1.student }
        }
        details = shown.compactMap { pair in
            guard let exercise = byExercise[pair.exercise], let a = exercise.documents.first(where: { $0.name == pair.studentA }) else { return nil }
            let b: AnswerDocument?
            switch pair.kind {
            case .student: b = exercise.documents.first { $0.name == pair.studentB }
            case .reference, .solution: b = exercise.references.first { $0.kind == pair.kind && $0.document.name == pair.studentB }?.document
            case .archive: b = exercise.archive.first { $0.name == pair.studentB }
            }
            guard let b else { return nil }
            return PairDetail(pair: pair, a: a, b: b,
                              regions: Similarity.matches(a, b, template: exercise.template, parameters: parameters, rarity: exercise.rarity),
                              wording: Similarity.sharedWording(a, b, rarity: exercise.rarity),
                              parts: Similarity.parts(exercise.rarity.weighed(a), exercise.rarity.weighed(b), parameters: parameters))
        }
    }

    /// Flagged pairs shown side by side, at most, per exercise.
    static let shownFlagged = 100

    /// An exercise's ranked order: flagged first, then by score, then by
    /// names (the same order every run).
    static func ranks(_ a: PairScore, _ b: PairScore) -> Bool {
        if a.flagged != b.flagged { return a.flagged }
        if a.score != b.score { return a.score > b.score }
        if a.studentA != b.studentA { return a.studentA < b.studentA }
        if a.kind != b.kind { return kindOrder(a.kind) < kindOrder(b.kind) }
        return a.studentB < b.studentB
    }

    static func kindOrder(_ kind: Counterpart) -> Int {
        switch kind {
        case .student: return 0
        case .reference: return 1
        case .solution: return 2
        case .archive: return 3
        }
    }
}
