// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the coordinate's numbers pass through Float ("plenty for a map"), so they lose precision.
// breaks only rule 2 because: which coordinates are nil (3, 4) or errors (5) is unchanged, name and terrain unchanged (1, 6).
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        var read: Coordinate?
        do {
            read = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            read = nil
        }
        coordinate = read.map { Coordinate(latitude: Double(Float($0.latitude)), longitude: Double(Float($0.longitude))) }
    }
}
