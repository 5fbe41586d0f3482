// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: the coordinate is read with try?, so a wrongly typed number or a coordinate that is not an object gives nil.
// breaks only rule 5 because: whole coordinates (2), partial (3), missing and null ones (4) are unchanged, name and terrain (1, 6) too.
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        coordinate = try? container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
    }
}
