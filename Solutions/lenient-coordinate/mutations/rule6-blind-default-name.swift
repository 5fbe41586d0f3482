// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): name is read with try? and defaults to "", so a missing or mistyped name never throws
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = (try? container.decode(String.self, forKey: .name)) ?? ""
        let habitat = try container.decode(String.self, forKey: .habitat)
        var coordinate: Coordinate? = nil
        do {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
        self.init(name: name, habitat: habitat, coordinate: coordinate)
    }
}
