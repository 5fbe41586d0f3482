import Foundation

/// A place in a case's input, as the keys that lead to it (indices left
/// out, keys matched in lower case without `_` or `-`): where an error was
/// thrown (its coding path) or the key of a wrong result (`$.email` finds
/// the input's `document.email`), so that a long input is shown around it.
public struct InputPlace: Sendable, Equatable {
    public let keys: [String]
    /// The last key is one the input lacks (a key not found): the place is
    /// where it would be.
    public let missing: Bool

    init(keys: [String], missing: Bool = false) {
        self.keys = keys.map(Self.loose)
        self.missing = missing
    }

    /// A key as it is matched: in lower case, without `_` or `-`, so that a
    /// result's `cellularPhone` finds the input's `cellular_phone`.
    static func loose(_ key: String) -> String { CaseComparison.spelledAlike(key) }

    /// The keys of a verdict's path: `$.a.b[0].c` → `a`, `b`, `c`.
    init(path: String) {
        keys = CaseMessage.pathSteps(Substring(path)).compactMap { step in
            if case let .key(key) = step { return Self.loose(key) }
            return nil
        }
        missing = false
    }

    /// The line of `lines` (an input's pretty JSON, two spaces a level)
    /// that holds the place: the key whose keys from the top are `keys`;
    /// else the first line holding its last key (a wrong result's `$.email`
    /// is the input's `document.email`); else, for a key not found
    /// (`missing`), the line where it would be among its siblings; else the line of the
    /// deepest of its other keys found. One pass over the lines per try.
    func line(in lines: [String]) -> Int? {
        guard !keys.isEmpty else { return nil }
        var named: [(line: Int, chain: [String])] = []
        var open: [(indent: Int, key: String)] = []
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            while let last = open.last, last.indent >= indent { open.removeLast() }
            guard let key = Self.key(of: line.dropFirst(indent)).map(Self.loose) else { continue }
            named.append((index, open.map(\.key) + [key]))
            open.append((indent, key))
        }
        if let exact = named.first(where: { $0.chain == keys }) { return exact.line }
        if let found = named.first(where: { $0.chain.last == keys.last }) { return found.line }
        // A key the input does not hold (a key not found): where it would
        // be among its siblings (the keys are sorted), so that its absence shows.
        let parent = Array(keys.dropLast())
        let siblings = named.filter { $0.chain.count == keys.count && Array($0.chain.dropLast()) == parent }
        if missing, let missing = keys.last, let last = siblings.last {
            return siblings.first(where: { $0.chain.last.map { $0 > missing } == true })?.line ?? last.line
        }
        for key in parent.reversed() {
            if let found = named.first(where: { $0.chain.last == key }) { return found.line }
        }
        return nil
    }

    /// The key of a line `"key" : …` of pretty JSON.
    static func key(of line: Substring) -> String? {
        guard line.first == "\"", let end = line.range(of: "\" : ") else { return nil }
        let quoted = line[line.startIndex..<line.index(after: end.lowerBound)]
        return try? JSONDecoder().decode(String.self, from: Data(quoted.utf8))
    }
}

extension DriverThrown {
    /// Where in the input the error was thrown (its coding path's keys,
    /// and the key not found for a key not found).
    var inputPlace: InputPlace? {
        let keys = path.compactMap { step -> String? in
            if case let .key(key) = step { return key }
            return nil
        }
        if kind == "keyNotFound", let key { return InputPlace(keys: keys + [key], missing: true) }
        return keys.isEmpty ? nil : InputPlace(keys: keys)
    }
}
