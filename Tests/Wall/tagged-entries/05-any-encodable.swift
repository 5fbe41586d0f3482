// style: some/any (an opened existential); tuples from a switch expression
import Foundation

extension Entry: Codable {
    private enum CodingKeys: String, CodingKey {
        case type
        case payload
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        self = switch type {
        case "note": .note(try container.decode(Note.self, forKey: .payload))
        case "photo": .photo(try container.decode(Photo.self, forKey: .payload))
        case "recording": .recording(try container.decode(Recording.self, forKey: .payload))
        default: throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type \(type)")
        }
    }

    func encode(to encoder: Encoder) throws {
        let (tag, payload): (String, any Encodable) = switch self {
        case .note(let note): ("note", note)
        case .photo(let photo): ("photo", photo)
        case .recording(let recording): ("recording", recording)
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tag, forKey: .type)
        try container.encode(payload, forKey: .payload)
    }
}
