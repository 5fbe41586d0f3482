// expect-pass
// A small generic helper: decode if present, nil when a key inside is missing.
extension KeyedDecodingContainer {
    func lenientDecode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch DecodingError.keyNotFound {
            return nil
        }
    }
}

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let habitat = try container.decode(String.self, forKey: .habitat)
        self.init(name: name, habitat: habitat, coordinate: try container.lenientDecode(Coordinate.self, forKey: .coordinate))
    }
}
