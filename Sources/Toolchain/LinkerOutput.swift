/// What a linker's output says, read from its text (GNU ld, gold and lld
/// spell an undefined symbol differently).
public enum LinkerOutput {
    /// The Swift symbols (`$s…`) the output says are undefined, in order,
    /// once each (not the functions that refer to them).
    public static func missingSymbols(in text: String) -> [String] {
        var symbols: [String] = []
        var index = text.startIndex
        while let marker = text.range(of: "undefined reference to '", range: index..<text.endIndex)
                ?? text.range(of: "undefined symbol: ", range: index..<text.endIndex) {
            guard text[marker.upperBound...].hasPrefix("$s") else { index = marker.upperBound; continue }
            let range = marker.upperBound..<text.index(marker.upperBound, offsetBy: 2)
            var end = range.upperBound
            while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
            let symbol = String(text[range.lowerBound..<end])
            if symbol.count > 4, !symbols.contains(symbol) { symbols.append(symbol) }
            index = end
        }
        return symbols
    }

    /// Whether a mangled Swift symbol mentions the module `module`: its
    /// identifier as the mangling spells one (length, then name), as in
    /// `$s8Exercise4BookV…` or an extension's `$sSa8ExerciseE…`. A loose
    /// reading: it says a missing symbol may be the answer's (module
    /// `Exercise`), which decides only whether a failed link is remembered.
    public static func mentionsModule(_ module: String, in symbol: String) -> Bool {
        !module.isEmpty && symbol.hasPrefix("$s") && symbol.contains("\(module.utf8.count)\(module)")
    }
}
