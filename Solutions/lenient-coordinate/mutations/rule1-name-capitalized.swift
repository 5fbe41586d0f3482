// breaks: rule 1
// The reference answer, but the name is capitalized as a title, "Heron
// pool" becoming "Heron Pool" (rule 1: name is read from the key name).
import Foundation

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name).capitalized
        habitat = try container.decode(String.self, forKey: .habitat)
        do {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
    }
}
