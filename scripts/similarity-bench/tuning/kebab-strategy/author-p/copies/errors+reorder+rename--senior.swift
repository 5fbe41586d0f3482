import Foundation

private struct NotKebab: Error {}

private extension String {
    /// `image-blob-url` → `imageBlobUrl`; throws for a key that has no dash.
    func camelizedKebab() throws -> String {
        guard contains("-") else { throw NotKebab() }
        let parts = split(separator: "-")
        guard let first = parts.first else { return self }
        return parts.dropFirst().reduce(into: String(first)) { joined, part in
            joined += part.prefix(1).uppercased() + part.dropFirst()
        }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Mirrors `.convertFromSnakeCase` for keys spelled `like-this`.
    static var convertFromKebabCase: Self {
        .custom { path in
            let last = path.last!
            guard let converted = try? last.stringValue.camelizedKebab() else {
                return last
            }
            return AnyCodingKey(stringValue: converted)
        }
    }
}

struct AnyCodingKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(intValue: Int) {
        self.intValue = intValue
        stringValue = String(intValue)
    }

    init(stringValue: String) {
        intValue = nil
        self.stringValue = stringValue
    }
}
