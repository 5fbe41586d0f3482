import Literate

extension Course {
    /// What every learner was given for an exercise, as Swift sources: the
    /// exercise's starter stub and every Swift block of its chapter (tangled,
    /// shown, and wrong-on-purpose code alike). A k-gram found in any of them
    /// is not counted as an answer's own code.
    public func similarityTemplate(for exercise: String) -> [String] {
        guard let chapter = chapter(forExercise: exercise) else { return [] }
        let stub = chapter.snippets.filter { $0.kind == .exercise(id: exercise) }.map(\.code)
        let chapterCode = chapter.snippets.filter { snippet in
            guard snippet.language == "swift" else { return false }
            switch snippet.kind {
            case .tangled, .shown, .fails, .exercise: return true
            case .output, .hint, .rules, .quiz, .quizAnswers: return false
            }
        }.map(\.code)
        return stub + chapterCode
    }

    /// The task text of an exercise as a learner reads it: its chapter's
    /// Markdown, prose and code (docs/EXERCISES.md states the same rules
    /// word for word).
    public func similarityTaskText(for exercise: String) -> String {
        chapter(forExercise: exercise)?.document.source ?? ""
    }
}
