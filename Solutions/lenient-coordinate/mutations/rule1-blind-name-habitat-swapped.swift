// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: name is read from "terrain" and habitat from "name".
// breaks only rule 1 because: both keys are still required strings, so a missing or non-string one throws keyNotFound or typeMismatch (6); the coordinate is handled as before (2-5).
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .habitat)
        habitat = try container.decode(String.self, forKey: .name)
        do {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
    }
}
