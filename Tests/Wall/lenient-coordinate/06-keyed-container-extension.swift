// style: fileprivate extensions of standard library types; generic helpers
import Foundation

fileprivate extension KeyedDecodingContainer {
    /// Like `decodeIfPresent`, but an object missing one of its keys is also `nil`.
    func decodeUnlessIncomplete<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
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
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        coordinate = try container.decodeUnlessIncomplete(Coordinate.self, forKey: .coordinate)
    }
}
