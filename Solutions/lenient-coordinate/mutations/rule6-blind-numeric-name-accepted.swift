// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: a name that is a JSON number is accepted as its digits instead of throwing typeMismatch.
// breaks only rule 6 because: a string name is read as before (1), a missing name still throws keyNotFound (the String read throws it), the coordinate is unchanged (2-5).
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? container.decode(Int.self, forKey: .name) {
            name = String(number)
        } else {
            name = try container.decode(String.self, forKey: .name)
        }
        habitat = try container.decode(String.self, forKey: .habitat)
        do {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
    }
}
