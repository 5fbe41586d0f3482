import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
    init(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

private extension StringProtocol {
    var capitalizingFirst: String { prefix(1).uppercased() + dropFirst() }
}

private func camelized(_ kebab: String) -> String {
    guard kebab.contains("-") else { return kebab }
    let words = kebab.split(separator: "-")
    return words.first.map(String.init).map { $0 + words.dropFirst().map(\.capitalizingFirst).joined() } ?? kebab
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: Self {
        .custom { path in
            let key = path[path.endIndex - 1]
            return AnyCodingKey(stringValue: camelized(key.stringValue))
        }
    }
}
