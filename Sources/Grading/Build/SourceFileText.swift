import Foundation

/// Text helpers for generated sources.
enum SourceFileText {
    /// The chapter's `main.swift` as a function the driver calls. Its
    /// `import` lines move to file scope (blank lines keep every other
    /// line where `#sourceLocation` says it is).
    static func wrappedMain(_ main: String) -> String {
        var imports: [String] = []
        var body: [String] = []
        for line in main.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("import "), trimmed.dropFirst(7).trimmingCharacters(in: .whitespaces).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                imports.append(trimmed)
                body.append("")
            } else {
                body.append(String(line))
            }
        }
        return imports.joined(separator: "\n") + "\n// The chapter's program at this step, run in \"chapter\" mode.\nfunc workbookChapterMain() throws {\n" + body.joined(separator: "\n") + "\n}\n"
    }
}
