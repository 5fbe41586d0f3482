// expect-fail: name and terrain
// Reads the habitat from a key of its own spelling, "habitat", not from "terrain".
extension Placemark: Decodable {
    enum ReadKeys: String, CodingKey { case name, habitat, coordinate }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ReadKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decodeIfPresent(String.self, forKey: .habitat) ?? ""
        do {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
    }
}
