// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: a missing terrain gives the habitat "unknown" instead of keyNotFound.
// breaks only rule 6 because: a present terrain is read as before (1) and a non-string one still throws typeMismatch; the coordinate is unchanged (2-5).
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decodeIfPresent(String.self, forKey: .habitat) ?? "unknown"
        do {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
    }
}
