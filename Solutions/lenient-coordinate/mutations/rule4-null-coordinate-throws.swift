// breaks: rule 4
// The reference answer, but a `coordinate` key that is present is decoded
// with `decode`, so `null` throws valueNotFound (rule 4: it gives nil).
extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        do {
            if container.contains(.coordinate) {
                coordinate = try container.decode(Coordinate.self, forKey: .coordinate)
            } else {
                coordinate = nil
            }
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
    }
}
