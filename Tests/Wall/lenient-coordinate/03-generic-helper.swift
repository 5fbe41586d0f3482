// style: generic helpers; global functions
import Foundation

/// Decodes the value under `key`, treating a missing key, `null`, or an object
/// that lacks one of its own keys as "no value". Every other error propagates.
func decodeTolerantly<Value: Decodable, Key: CodingKey>(
    _ type: Value.Type,
    forKey key: Key,
    in container: KeyedDecodingContainer<Key>
) throws -> Value? {
    do {
        return try container.decodeIfPresent(type, forKey: key)
    } catch DecodingError.keyNotFound(_, _) {
        return nil
    }
}

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decode(String.self, forKey: .name)
        self.habitat = try container.decode(String.self, forKey: .habitat)
        self.coordinate = try decodeTolerantly(Coordinate.self, forKey: .coordinate, in: container)
    }
}
