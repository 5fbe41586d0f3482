// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): plain decodeIfPresent, so a coordinate lacking latitude or longitude throws keyNotFound instead of giving nil
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let habitat = try container.decode(String.self, forKey: .habitat)
        let coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        self.init(name: name, habitat: habitat, coordinate: coordinate)
    }
}
