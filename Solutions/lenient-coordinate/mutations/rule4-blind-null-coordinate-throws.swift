// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: the coordinate is read with decode (not decodeIfPresent) inside the keyNotFound catch, so a missing key gives nil but null throws valueNotFound.
// breaks only rule 4 because: whole coordinates (2), partial ones (3, keyNotFound caught), wrong types (5), name and terrain (1, 6) are unchanged.
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        do {
            coordinate = try container.decode(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
    }
}
