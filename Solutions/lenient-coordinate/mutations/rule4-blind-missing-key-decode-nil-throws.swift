// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: null is tested first with decodeNil(forKey:), which throws keyNotFound when the coordinate key is missing.
// breaks only rule 4 because: null still gives nil, whole and partial coordinates (2, 3), wrong types (5), name and terrain (1, 6) are unchanged.
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        if try container.decodeNil(forKey: .coordinate) {
            coordinate = nil
        } else {
            do {
                coordinate = try container.decode(Coordinate.self, forKey: .coordinate)
            } catch DecodingError.keyNotFound {
                coordinate = nil
            }
        }
    }
}
