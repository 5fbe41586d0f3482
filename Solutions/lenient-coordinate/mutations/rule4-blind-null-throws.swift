// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): checks contains(.coordinate) then decode, catching only keyNotFound, so a null coordinate throws valueNotFound
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let habitat = try container.decode(String.self, forKey: .habitat)
        var coordinate: Coordinate? = nil
        if container.contains(.coordinate) {
            do {
                coordinate = try container.decode(Coordinate.self, forKey: .coordinate)
            } catch DecodingError.keyNotFound {
                coordinate = nil
            }
        }
        self.init(name: name, habitat: habitat, coordinate: coordinate)
    }
}
