import Foundation

/// Where keys and table headers are in a TOML file's text, for error
/// messages (TOMLKit gives positions only for syntax errors): an
/// assignment file, a chapter's quiz answers. Sections are "" (the top), a
/// table's name (`late`, `quiz-3`), and `name[N]` for the N-th `[[name]]`.
public struct TOMLLines: Sendable {
    private var keys: [String: Int] = [:]
    private var headers: [String: Int] = [:]

    public init(_ text: String) {
        var section = ""
        var arrayCounts: [String: Int] = [:]
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let number = index + 1
            if line.hasPrefix("[[") {
                let name = Self.bare(String(line.dropFirst(2).prefix { $0 != "]" }))
                let count = arrayCounts[name, default: 0]
                arrayCounts[name] = count + 1
                section = "\(name)[\(count)]"
                headers[section] = number
            } else if line.hasPrefix("[") {
                section = Self.bare(String(line.dropFirst().prefix { $0 != "]" }))
                headers[section] = number
            } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
                let key = Self.bare(String(line[..<equals]))
                let id = section.isEmpty ? key : "\(section).\(key)"
                if keys[id] == nil { keys[id] = number }
            }
        }
    }

    public static func bare(_ key: String) -> String {
        var key = key.trimmingCharacters(in: .whitespaces)
        if key.count >= 2, let first = key.first, first == "\"" || first == "'", key.last == first {
            key = String(key.dropFirst().dropLast())
        }
        return key
    }

    /// The key's line; else (unless `exactly`) its section's header line.
    public func line(of key: String, in section: String, exactly: Bool = false) -> Int? {
        let found = keys[section.isEmpty ? key : "\(section).\(key)"]
        return exactly ? found : found ?? headers[section]
    }

    public func header(_ section: String) -> Int? {
        section.isEmpty ? nil : headers[section]
    }
}
