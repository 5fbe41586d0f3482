// style: generic helpers; inout containers
/// Reads every remaining element of an unkeyed container with `read`.
private func collectElements<T>(
    of container: inout UnkeyedDecodingContainer,
    _ read: (inout UnkeyedDecodingContainer) throws -> T?
) throws -> [T] {
    var results: [T] = []
    while !container.isAtEnd {
        if let value = try read(&container) {
            results.append(value)
        }
    }
    return results
}

private enum RulingTextKey: CodingKey {
    case text
}

extension Card.Rulings: Decodable {
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        texts = try collectElements(of: &list) { element in
            try element.nestedContainer(keyedBy: RulingTextKey.self)
                .decodeIfPresent(String.self, forKey: .text)
        }
    }
}
