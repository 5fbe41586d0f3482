import Foundation

/// What one check grades: which exercise, which answer (a file, or text
/// already read), the generated cases' seeds, and the sandbox slot its runs
/// use. `Checker.check(_:)` takes one; `workbook check`, `workbook grade`,
/// `workbook verify` and the server all build theirs here.
public struct CheckRequest: Sendable {
    /// The exercise by its id, or its material already read (a class or a
    /// verification reads each exercise's material once for many answers).
    public enum Exercise: Sendable {
        case id(String)
        case material(ExerciseMaterial)
    }

    /// The answer: a file read by the check (its size and text validated as
    /// `AnswerText` says), or text already read and validated. `shownAs` is
    /// how the verdict names it (a file's own path when nil).
    public enum Answer: Sendable {
        case file(URL, shownAs: String?)
        case text(String, shownAs: String)
    }

    /// Which generated cases run beside the fixed ones.
    public enum Seeds: Sendable, Equatable {
        /// One seed no check has used yet (a spare made earlier, else a new one).
        case fresh
        /// The cases of this seed (`--seed`); the verdict records it.
        case one(UInt64)
        /// The cases of every seed here, in one run of the answer's program;
        /// none when empty.
        case these([UInt64])

        /// `seed` when given, else a fresh one.
        public static func given(_ seed: UInt64?) -> Seeds {
            seed.map(Seeds.one) ?? .fresh
        }
    }

    public var exercise: Exercise
    public var answer: Answer
    /// An instructor's folder of extra cases (`<folder>/<id>.json`).
    public var extraCasesDirectory: URL?
    public var seeds: Seeds
    /// The sandbox slot (its own user) the answer's runs use.
    public var slot: Int

    public init(exercise: Exercise, answer: Answer, extraCasesDirectory: URL? = nil, seeds: Seeds = .fresh, slot: Int = 0) {
        self.exercise = exercise
        self.answer = answer
        self.extraCasesDirectory = extraCasesDirectory
        self.seeds = seeds
        self.slot = slot
    }

    /// The exercise's id, however it was given.
    public var exerciseID: String {
        switch exercise {
        case let .id(id): id
        case let .material(material): material.id
        }
    }
}
