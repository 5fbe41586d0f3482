/// One exercise's answers across a class, and the material every student
/// was given for it.
public struct ExerciseAnswers: Sendable {
    public let exercise: String
    /// The starter stub and the chapter's code.
    public let templateSources: [String]
    /// (student, answer source), one per student who handed in a file.
    public let answers: [(student: String, source: String)]

    public init(exercise: String, templateSources: [String], answers: [(student: String, source: String)]) {
        self.exercise = exercise
        self.templateSources = templateSources
        self.answers = answers
    }
}

/// The score of one pair of students on one exercise; `studentA` sorts
/// before `studentB`.
public struct PairScore: Sendable, Equatable {
    public let exercise: String
    public let studentA: String
    public let studentB: String
    public let score: Double
}

/// A pair with what is needed to show it: both answers and their regions.
public struct PairDetail: Sendable {
    public let pair: PairScore
    public let a: AnswerDocument
    public let b: AnswerDocument
    public let regions: [MatchedRegion]
}

/// One exercise tokenised and fingerprinted, ready for comparing.
public struct PreparedExercise: Sendable {
    public let exercise: String
    public let template: Template
    /// Sorted by student name.
    public let documents: [AnswerDocument]
}

public struct ClassSimilarity: Sendable {
    /// Every pair of every exercise, highest score first (then exercise in
    /// the order given, then names), so the output is the same every run.
    public let pairs: [PairScore]
    /// The highest pairs with their matched regions (score above zero).
    public let details: [PairDetail]

    /// Tokenises and fingerprints every answer and the template: linear in
    /// the size of the sources.
    public static func prepare(_ exercises: [ExerciseAnswers], parameters: SimilarityParameters = SimilarityParameters()) -> [PreparedExercise] {
        exercises.map { exercise in
            let template = Template(sources: exercise.templateSources, parameters: parameters)
            let documents = exercise.answers.sorted { $0.student < $1.student }.map {
                AnswerDocument(name: $0.student, source: $0.source, template: template, parameters: parameters)
            }
            return PreparedExercise(exercise: exercise.exercise, template: template, documents: documents)
        }
    }

    public init(_ exercises: [ExerciseAnswers], parameters: SimilarityParameters = SimilarityParameters(), detailCount: Int = 25) {
        self.init(prepared: Self.prepare(exercises, parameters: parameters), parameters: parameters, detailCount: detailCount)
    }

    /// Compares every pair of answers within each exercise: s(s-1)/2
    /// fingerprint merges for s students, each O(fa + fb); regions are
    /// computed only for the `detailCount` best pairs.
    public init(prepared: [PreparedExercise], parameters: SimilarityParameters = SimilarityParameters(), detailCount: Int = 25) {
        var pairs: [PairScore] = []
        var order: [String: Int] = [:]
        var byExercise: [String: (template: Template, byStudent: [String: AnswerDocument])] = [:]
        for (index, exercise) in prepared.enumerated() {
            order[exercise.exercise] = index
            let docs = exercise.documents
            var byStudent: [String: AnswerDocument] = [:]
            for doc in docs { byStudent[doc.name] = doc }
            byExercise[exercise.exercise] = (exercise.template, byStudent)
            pairs.reserveCapacity(pairs.count + docs.count * max(docs.count - 1, 0) / 2)
            for i in docs.indices {
                for j in docs.indices where j > i {
                    pairs.append(PairScore(exercise: exercise.exercise, studentA: docs[i].name, studentB: docs[j].name,
                                           score: Similarity.score(docs[i], docs[j], parameters: parameters)))
                }
            }
        }
        pairs.sort {
            if $0.score != $1.score { return $0.score > $1.score }
            if $0.exercise != $1.exercise { return order[$0.exercise, default: 0] < order[$1.exercise, default: 0] }
            if $0.studentA != $1.studentA { return $0.studentA < $1.studentA }
            return $0.studentB < $1.studentB
        }
        self.pairs = pairs
        details = pairs.prefix(detailCount).filter { $0.score > 0 }.compactMap { pair in
            guard let exercise = byExercise[pair.exercise],
                  let a = exercise.byStudent[pair.studentA], let b = exercise.byStudent[pair.studentB] else { return nil }
            return PairDetail(pair: pair, a: a, b: b, regions: Similarity.matches(a, b, template: exercise.template, parameters: parameters))
        }
    }
}
