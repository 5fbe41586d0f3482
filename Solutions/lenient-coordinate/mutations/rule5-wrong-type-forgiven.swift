// breaks: rule 5
// The reference answer, but a coordinate of the wrong type is forgiven as
// nil too (rule 5: it throws typeMismatch).
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        do {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound, DecodingError.typeMismatch {
            coordinate = nil
        }
    }
}
