/// The paths by which ``ProgramBuilder`` builds an answer's program, chosen
/// by ``choose(interfaceJudged:objectsKeptForSkeleton:keepsObjects:)`` alone
/// from what is known before the compiler runs.
///
/// Kept chapter objects (``ChapterObjects``) spare an answer the compile of
/// the chapter's files: they serve an answer whose interface, as the
/// compiler judges it (``AnswerInterface``), is one they were compiled
/// with. Whether objects were kept for an answer of the same skeleton
/// (``AnswerSkeleton``) says whether compiling the answer alone first is
/// likely to pay.
enum BuildStrategy: Equatable, Sendable {
    /// Every file in one frontend, then linked; nothing kept. Objects are
    /// not shared, or the answer's interface cannot be judged (the text
    /// screen does not admit it, or the compiler has no dependency tool),
    /// or none were kept for its skeleton and this build keeps none.
    case wholeModule
    /// No objects were kept for an answer of this skeleton: every file in
    /// one frontend, the answer's interface written beside, and the
    /// chapter's objects kept for that interface once the program links.
    case wholeModuleKeepingObjects
    /// Objects were kept for an answer of this skeleton (or whether they
    /// were cannot be read): the answer alone first (the chapter's files
    /// read, not compiled), linked with the objects kept for its interface;
    /// when none were kept for it, or they do not link, the chapter's files
    /// are compiled beside the answer and linked, and their objects kept
    /// when `keepsObjects`.
    case answerFirst(keepsObjects: Bool)

    /// The path for an answer.
    /// - Parameters:
    ///   - interfaceJudged: objects are shared at all, the answer's text is
    ///     one whose interface the compiler can judge, and it has the tool.
    ///   - objectsKeptForSkeleton: whether objects were kept for an answer
    ///     of this one's skeleton; nil when that cannot be read.
    ///   - keepsObjects: this build keeps the chapter's objects it compiles
    ///     (every answer's, or the reference answer's only).
    static func choose(interfaceJudged: Bool, objectsKeptForSkeleton: Bool?, keepsObjects: Bool) -> BuildStrategy {
        guard interfaceJudged else { return .wholeModule }
        if objectsKeptForSkeleton == false { return keepsObjects ? .wholeModuleKeepingObjects : .wholeModule }
        return .answerFirst(keepsObjects: keepsObjects)
    }
}
