// style: closures stored in static properties; delegating to the memberwise init
import Foundation

extension Placemark: Decodable {
    /// Reads the coordinate; a key missing inside it means "no position".
    private static let readCoordinate: (KeyedDecodingContainer<CodingKeys>) throws -> Coordinate? = { container in
        do {
            return try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            return nil
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try container.decode(String.self, forKey: .name),
                  habitat: try container.decode(String.self, forKey: .habitat),
                  coordinate: try Placemark.readCoordinate(container))
    }
}
