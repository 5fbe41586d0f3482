// style: switch expressions (Swift 5.9+) with patterns; Result
import Foundation

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let attempt = Result {
            try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        }
        let coordinate: Coordinate? = switch attempt {
        case .success(let value): value
        case .failure(DecodingError.keyNotFound): nil
        case .failure(let error): throw error
        }
        self.init(
            name: try container.decode(String.self, forKey: .name),
            habitat: try container.decode(String.self, forKey: .habitat),
            coordinate: coordinate
        )
    }
}
