// style: private nested types with init(from:) written by hand; if let shorthand
import Foundation

extension Placemark: Decodable {
    /// The coordinate as the phone writes it: either number may be missing.
    private struct PartialCoordinate: Decodable {
        let latitude: Double?
        let longitude: Double?

        private enum Keys: String, CodingKey {
            case latitude, longitude
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            // decode (not decodeIfPresent) when the key is there, so a wrong type throws.
            latitude = container.contains(.latitude) ? try container.decode(Double.self, forKey: .latitude) : nil
            longitude = container.contains(.longitude) ? try container.decode(Double.self, forKey: .longitude) : nil
        }

        var whole: Coordinate? {
            if let latitude, let longitude {
                return Coordinate(latitude: latitude, longitude: longitude)
            }
            return nil
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        coordinate = try container.decodeIfPresent(PartialCoordinate.self, forKey: .coordinate)?.whole
    }
}
