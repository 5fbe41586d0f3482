// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the coordinate is read field by field and built with latitude and longitude swapped.
// breaks only rule 2 because: missing keys inside still give nil (3), a missing or null coordinate gives nil (4), wrong types and non-objects throw typeMismatch (5), name and terrain unchanged (1, 6).
enum PositionKeys: String, CodingKey { case latitude, longitude }

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        if try !container.contains(.coordinate) || container.decodeNil(forKey: .coordinate) {
            coordinate = nil
        } else {
            let position = try container.nestedContainer(keyedBy: PositionKeys.self, forKey: .coordinate)
            do {
                let latitude = try position.decode(Double.self, forKey: .latitude)
                let longitude = try position.decode(Double.self, forKey: .longitude)
                coordinate = Coordinate(latitude: longitude, longitude: latitude)
            } catch DecodingError.keyNotFound {
            coordinate = nil
            }
        }
    }
}
