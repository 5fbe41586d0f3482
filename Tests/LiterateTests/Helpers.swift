import Foundation
import Literate
import Markdown
import Testing

/// The path every in-memory test chapter pretends to live at.
let demoPath = "Chapters/01-demo.md"
let demoExercises: Set<String> = ["demo-exercise", "second-exercise"]

/// The 1-based line of the `occurrence`-th line of `text` containing
/// `marker`: fixtures are located by content, never by counted constants.
func lineNumber(of marker: String, in text: String, occurrence: Int = 1) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let hits = lines.indices.filter { lines[$0].contains(marker) }
    guard hits.count >= occurrence else {
        Issue.record("fixture has fewer than \(occurrence) lines containing \(marker)")
        return -1
    }
    return hits[occurrence - 1] + 1
}

/// A chapter that must load.
func demoChapter(_ markdown: String, path: String = demoPath, exercises: Set<String> = demoExercises) throws -> Chapter {
    try Chapter(markdown: markdown, path: path, knownExercises: exercises)
}

/// The problems of a chapter that must not load (records an issue when it
/// loads).
func problems(_ markdown: String, path: String = demoPath, exercises: Set<String> = demoExercises,
              sourceLocation: SourceLocation = #_sourceLocation) -> [LiterateDiagnostic] {
    do {
        _ = try Chapter(markdown: markdown, path: path, knownExercises: exercises)
        Issue.record("the chapter loaded, but it should have been refused", sourceLocation: sourceLocation)
        return []
    } catch let errors as LiterateErrors {
        return errors.diagnostics
    } catch {
        Issue.record("unexpected error type: \(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// A minimal valid chapter around `body`.
func wrapped(_ body: String) -> String {
    "# Demo chapter\n\nSome prose.\n\n" + body
}

/// A fenced block's Markdown.
func fence(_ info: String, _ code: String) -> String {
    "```\(info)\n\(code)\(code.isEmpty || code.hasSuffix("\n") ? "" : "\n")```\n\n"
}

/// Reads one block through the snippet language, directly.
func read(_ info: String, code: String = "let a = 1\n", line: Int = 10,
          exercises: Set<String> = demoExercises) -> Result<Snippet, LiterateErrors> {
    SnippetReader(path: demoPath, knownExercises: exercises)
        .read(CodeBlock(info: info, code: code, line: line), blockIndex: 0)
}

func kind(_ info: String) -> Snippet.Kind? {
    if case let .success(snippet) = read(info) { return snippet.kind }
    return nil
}

func errors(_ info: String, line: Int = 10) -> [LiterateDiagnostic] {
    if case let .failure(errors) = read(info, line: line) { return errors.diagnostics }
    return []
}

/// A temporary folder removed when the returned object goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("literate-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to relativePath: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
