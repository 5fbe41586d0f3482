// breaks: rule 2
// The reference answer, but the two numbers of a whole coordinate are
// swapped, the longitude read as the latitude (rule 2: that Coordinate).
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        do {
            let read = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
            coordinate = read.map { Coordinate(latitude: $0.longitude, longitude: $0.latitude) }
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
    }
}
