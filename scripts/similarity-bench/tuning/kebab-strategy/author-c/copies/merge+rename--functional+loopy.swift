import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

// Upper-cases the first character of a segment, if it has one.
private func upperInitial(_ segment: String) -> String {
    guard let initial = segment.first else {
        return segment
    }
    return String(initial).uppercased() + segment.dropFirst()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { keys in
        let tail = keys.last!
        guard tail.stringValue.contains("-") else { return tail }
        let segments = tail.stringValue.split(separator: "-").map(String.init)
        let humped = segments.prefix(1) + segments.dropFirst().map(upperInitial)
        return AnyCodingKey(stringValue: humped.joined())
    }
}
