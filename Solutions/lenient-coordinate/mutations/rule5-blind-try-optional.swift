// breaks: rule 5
// Written blind from rule 5's text alone (the cases unseen): reads the coordinate with try?, which also swallows wrong types (typeMismatch becomes nil)
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let habitat = try container.decode(String.self, forKey: .habitat)
        let coordinate = (try? container.decodeIfPresent(Coordinate.self, forKey: .coordinate)) ?? nil
        self.init(name: name, habitat: habitat, coordinate: coordinate)
    }
}
