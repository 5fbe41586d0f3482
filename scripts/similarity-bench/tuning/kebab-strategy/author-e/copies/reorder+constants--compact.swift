import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        guard let key = path.last, key.stringValue.contains(dash) else { return path.last! }
        let words = key.stringValue.components(separatedBy: dash)
        let tail = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return AnyCodingKey((words.prefix(1) + tail).joined())
    }

    private static let dash = "-"
}

struct AnyCodingKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init?(intValue: Int) { (self.intValue, stringValue) = (intValue, String(intValue)) }
    init?(stringValue: String) { self.init(stringValue) }
    init(_ string: String) { (intValue, stringValue) = (nil, string) }
}
