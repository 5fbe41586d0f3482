// style: guard/early exits; nested and private types
import Foundation

extension Placemark: Decodable {
    private enum PositionKeys: String, CodingKey {
        case latitude, longitude
    }

    private static func position(in container: KeyedDecodingContainer<CodingKeys>) throws -> Coordinate? {
        guard container.contains(.coordinate) else { return nil }
        guard try !container.decodeNil(forKey: .coordinate) else { return nil }
        // nestedContainer throws typeMismatch when the value is not an object.
        let inner = try container.nestedContainer(keyedBy: PositionKeys.self, forKey: .coordinate)
        guard inner.contains(.latitude), inner.contains(.longitude) else {
            // Check the type of the number that is there before giving up on it.
            if inner.contains(.latitude) { _ = try inner.decode(Double.self, forKey: .latitude) }
            if inner.contains(.longitude) { _ = try inner.decode(Double.self, forKey: .longitude) }
            return nil
        }
        return Coordinate(latitude: try inner.decode(Double.self, forKey: .latitude),
                          longitude: try inner.decode(Double.self, forKey: .longitude))
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        coordinate = try Self.position(in: container)
    }
}
