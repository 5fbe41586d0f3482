/// A fenced code block's info string split into a language and attributes:
/// `swift file=Book.swift append` → language `swift`, attributes
/// `file=Book.swift` and `append`.
public struct InfoString: Sendable, Equatable {
    public struct Attribute: Sendable, Equatable {
        public let name: String
        /// nil for a bare flag such as `append`.
        public let value: String?
    }

    public let raw: String
    public let language: String
    public let attributes: [Attribute]

    public init(_ raw: String) {
        self.raw = raw
        let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        language = words.first ?? ""
        attributes = words.dropFirst().map { word in
            if let equals = word.firstIndex(of: "=") {
                return Attribute(name: String(word[..<equals]), value: String(word[word.index(after: equals)...]))
            }
            return Attribute(name: word, value: nil)
        }
    }

    public func value(of name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    public func has(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }
}
