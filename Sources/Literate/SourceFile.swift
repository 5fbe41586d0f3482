/// A Swift file made from a chapter's snippets (or a reference answer),
/// with `#sourceLocation` lines so the compiler reports its lines at their
/// place in the Markdown.
public struct SourceFile: Sendable, Equatable {
    public let name: String
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// One segment of code that came from `path` starting at `line`.
    public static func segment(_ code: String, path: String, line: Int) -> String {
        var text = "#sourceLocation(file: \"\(path)\", line: \(line))\n" + code
        if !text.hasSuffix("\n") { text += "\n" }
        return text + "#sourceLocation()\n"
    }

    /// The file name a stub takes in a snapshot.
    static func stubName(_ id: String) -> String { "Exercise-\(id).swift" }
    /// The file name a reference answer takes in a snapshot.
    public static func solutionName(_ id: String) -> String { "Solution-\(id).swift" }
}
