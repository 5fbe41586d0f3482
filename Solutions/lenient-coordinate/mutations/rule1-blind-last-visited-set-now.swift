// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: lastVisited is set to the moment of decoding ("just loaded") instead of staying nil.
// breaks only rule 1 because: name, habitat (6) and the coordinate (2-5) are read as before.
import Foundation

extension Placemark: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        do {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
        lastVisited = Date()
    }
}
