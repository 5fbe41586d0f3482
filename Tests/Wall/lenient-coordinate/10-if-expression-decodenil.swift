// style: if expressions (Swift 5.9+); do/catch with typed patterns
import Foundation

extension Placemark: Decodable {
    private enum FieldKey: String, CodingKey {
        case name, terrain, coordinate
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: FieldKey.self)
        name = try fields.decode(String.self, forKey: .name)
        habitat = try fields.decode(String.self, forKey: .terrain)

        let absent = if fields.contains(.coordinate) {
            try fields.decodeNil(forKey: .coordinate)
        } else {
            true
        }
        if absent {
            coordinate = nil
        } else {
            do {
                coordinate = try fields.decode(Coordinate.self, forKey: .coordinate)
            } catch DecodingError.keyNotFound(let missing, _)
                        where ["latitude", "longitude"].contains(missing.stringValue) {
                coordinate = nil
            }
        }
    }
}
