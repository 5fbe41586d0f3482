// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a coordinate that is not an object (a string, a number, an array) is taken as no coordinate; wrong-typed numbers inside an object still throw.
// breaks only rule 5 because: objects are read as before (2, 3, 5 for their numbers), missing and null give nil (4), name and terrain (1, 6) are unchanged.
enum PositionKeys: String, CodingKey { case latitude, longitude }

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        if container.contains(.coordinate), !(try container.decodeNil(forKey: .coordinate)),
           (try? container.nestedContainer(keyedBy: PositionKeys.self, forKey: .coordinate)) == nil {
            coordinate = nil
        } else {
            do {
                coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
            } catch DecodingError.keyNotFound {
                coordinate = nil
            }
        }
    }
}
