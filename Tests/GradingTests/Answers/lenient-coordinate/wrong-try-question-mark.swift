// expect-fail: a latitude written as text
// try? turns every failure into "no position", broken data included.
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        coordinate = (try? container.decodeIfPresent(Coordinate.self, forKey: .coordinate)) ?? nil
    }
}
