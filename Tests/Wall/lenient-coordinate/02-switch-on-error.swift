// style: do/catch with a typed pattern; switch with patterns on the error
import Foundation

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let name = try values.decode(String.self, forKey: .name)
        let habitat = try values.decode(String.self, forKey: .habitat)
        var position: Coordinate?
        do {
            position = try values.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch let error as DecodingError {
            switch error {
            case .keyNotFound:
                position = nil
            case .typeMismatch, .valueNotFound, .dataCorrupted:
                throw error
            @unknown default:
                throw error
            }
        }
        self.init(name: name, habitat: habitat, coordinate: position)
    }
}
