// style: static stored properties and caches; defer; final class
import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Remembers every key it has converted: a document repeats the same keys in every object.
private final class KebabKeyCache {
    static let shared = KebabKeyCache()

    private var converted: [String: String] = [:]
    private let lock = NSLock()

    func camelCase(for kebab: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = converted[kebab] {
            return known
        }
        var words = kebab.split(separator: "-").map(String.init)
        for index in words.indices.dropFirst() {
            words[index] = words[index].prefix(1).uppercased() + words[index].dropFirst()
        }
        let result = words.joined()
        converted[kebab] = result
        return result
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        guard key.stringValue.contains("-") else { return key }
        return AnyCodingKey(stringValue: KebabKeyCache.shared.camelCase(for: key.stringValue))!
    }
}
