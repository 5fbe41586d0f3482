// breaks: rule 2
// The reference answer, but each number of a coordinate is rounded to two
// decimals, as a map's label would show it (rule 2: that Coordinate).
import Foundation

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        do {
            let read = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
            coordinate = read.map { Coordinate(latitude: ($0.latitude * 100).rounded() / 100, longitude: ($0.longitude * 100).rounded() / 100) }
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
    }
}
