// breaks: rule 1
// The reference answer, but `lastVisited` is read too, when the document
// has one (rule 1: it is never read and stays nil).
import Foundation

extension Placemark: Decodable {
    private enum VisitKeys: String, CodingKey { case lastVisited }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        habitat = try container.decode(String.self, forKey: .habitat)
        do {
            coordinate = try container.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        } catch DecodingError.keyNotFound {
            coordinate = nil
        }
        let visits = try decoder.container(keyedBy: VisitKeys.self)
        lastVisited = try? visits.decodeIfPresent(Date.self, forKey: .lastVisited)
    }
}
