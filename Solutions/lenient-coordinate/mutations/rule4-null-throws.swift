// breaks: rule 4
// Written from rule 4's text alone: a missing coordinate is nil, but a null
// one is decoded as a Coordinate and throws.
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        if container.contains(.coordinate) {
            do {
                coordinate = try container.decode(Coordinate.self, forKey: .coordinate)
            } catch DecodingError.keyNotFound {
                coordinate = nil
            }
        } else {
            coordinate = nil
        }
    }
}
