// breaks: rule 3
// The reference answer without the catch: a coordinate that lacks a number
// throws keyNotFound (rule 3: it gives a nil coordinate).
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
    }
}
