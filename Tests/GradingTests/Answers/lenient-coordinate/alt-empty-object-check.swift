// expect-pass
// Catches keyNotFound only, with the error bound and ignored, and reads the
// optional in two steps: is there a value, then what is it.
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try values.decode(String.self, forKey: .name)
        self.habitat = try values.decode(String.self, forKey: .habitat)
        var position: Coordinate? = nil
        if values.contains(.coordinate), try !values.decodeNil(forKey: .coordinate) {
            do {
                position = try values.decode(Coordinate.self, forKey: .coordinate)
            } catch let DecodingError.keyNotFound(missing, _) {
                _ = missing
                position = nil
            }
        }
        self.coordinate = position
        self.lastVisited = nil
    }
}
