// breaks: rule 3
// Written from rule 3's text alone: a coordinate that lacks a number throws
// instead of giving nil.
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
    }
}
