/// A problem in a chapter, located at a Markdown file and line.
public struct LiterateDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): error: \(message)" }
}

/// Every problem found while loading chapters, reported together so an
/// author fixes them in one pass.
public struct LiterateErrors: Error, Sendable, CustomStringConvertible {
    public let diagnostics: [LiterateDiagnostic]

    public init(_ diagnostics: [LiterateDiagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// The closest candidate to a misspelt name, if it is close enough to be a
/// plausible typo.
public func closestMatch(to name: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
