// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a coordinate with only one of its numbers keeps it and takes 0 for the other; only {} gives nil.
// breaks only rule 3 because: whole coordinates (2), missing or null ones (4), wrong types and non-objects (5), name and terrain (1, 6) are unchanged.
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
            let latitude = try position.decodeIfPresent(Double.self, forKey: .latitude)
            let longitude = try position.decodeIfPresent(Double.self, forKey: .longitude)
            if latitude == nil && longitude == nil {
                coordinate = nil
            } else {
                coordinate = Coordinate(latitude: latitude ?? 0, longitude: longitude ?? 0)
            }
        }
    }
}
