// style: switch on the tag string; nested CodingKey enum
import Foundation

extension Entry: Codable {
    private enum EnvelopeKeys: String, CodingKey {
        case type, payload
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: EnvelopeKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "note":
            self = .note(try container.decode(Note.self, forKey: .payload))
        case "photo":
            self = .photo(try container.decode(Photo.self, forKey: .payload))
        case "recording":
            self = .recording(try container.decode(Recording.self, forKey: .payload))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container,
                                                   debugDescription: "Unknown entry type \"\(type)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: EnvelopeKeys.self)
        switch self {
        case .note(let note):
            try container.encode("note", forKey: .type)
            try container.encode(note, forKey: .payload)
        case .photo(let photo):
            try container.encode("photo", forKey: .type)
            try container.encode(photo, forKey: .payload)
        case .recording(let recording):
            try container.encode("recording", forKey: .type)
            try container.encode(recording, forKey: .payload)
        }
    }
}
