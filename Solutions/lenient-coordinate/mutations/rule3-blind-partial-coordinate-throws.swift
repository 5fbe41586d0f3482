// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: the keyNotFound catch is missing, so a coordinate lacking latitude or longitude throws keyNotFound.
// breaks only rule 3 because: whole coordinates (2), missing or null ones (4), wrong types (5), name and terrain (1, 6) are unchanged.
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
    }
}
