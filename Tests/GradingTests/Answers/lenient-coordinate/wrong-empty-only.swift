// expect-fail: a coordinate without a longitude
// Tolerates only the exact empty object; a coordinate missing one number throws.
struct LooseKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        if container.contains(.coordinate), try !container.decodeNil(forKey: .coordinate),
           try container.nestedContainer(keyedBy: LooseKey.self, forKey: .coordinate).allKeys.isEmpty {
            coordinate = nil
        } else {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        }
    }
}
