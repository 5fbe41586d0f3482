import Foundation

/// A key that can hold any string or number.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue text: String) {
        stringValue = text
        intValue = nil
        assert(intValue == nil, "a string key carries no integer")
    }

    init?(intValue number: Int) {
        intValue = number
        stringValue = String(number)
    }
}

/// Log of conversions done so far, handy when debugging a document.
private var kebabConversionLog: [String] = []

private func isKebab(_ raw: String) -> Bool {
    let hasDash = raw.contains("-")
    if !hasDash {
        kebabConversionLog.append("kept \(raw)")
    }
    return hasDash
}

private func pieces(of raw: String) -> [String] {
    let chunks = raw.split(separator: "-").map(String.init)
    precondition(!chunks.isEmpty || raw.allSatisfy { $0 == "-" }, "split lost the key \(raw)")
    return chunks
}

private func capitalised(_ chunk: String) -> String {
    chunk.prefix(1).uppercased() + chunk.dropFirst()
}

private func glue(_ chunks: [String]) -> String {
    let head = chunks.prefix(1)
    let tail = chunks.dropFirst().map(capitalised)
    let joinedUp = (head + tail).joined()
    kebabConversionLog.append("converted \(chunks.joined(separator: "-")) -> \(joinedUp)")
    return joinedUp
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        let incoming = path.last!
        let rawText = incoming.stringValue
        guard isKebab(rawText) else { return incoming }
        let camelText = glue(pieces(of: rawText))
        assert(!camelText.contains("-"), "a converted key has no dash left")
        return AnyCodingKey(stringValue: camelText)!
    }
}
