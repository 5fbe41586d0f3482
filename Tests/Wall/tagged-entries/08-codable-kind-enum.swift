// style: a Codable String-backed enum for the tag; do/catch with typed patterns
import Foundation

extension Entry: Codable {
    private enum Tag: String, Codable {
        case note, photo, recording
    }

    private enum Keys: String, CodingKey {
        case type, payload
    }

    init(from decoder: Decoder) throws {
        let keyed = try decoder.container(keyedBy: Keys.self)
        // Read the raw string first, so a wrong word becomes dataCorrupted at the key.
        let word = try keyed.decode(String.self, forKey: .type)
        let tag: Tag
        do {
            tag = try keyed.decode(Tag.self, forKey: .type)
        } catch DecodingError.dataCorrupted {
            throw DecodingError.dataCorruptedError(forKey: .type, in: keyed, debugDescription: "unknown entry type \"\(word)\"")
        }
        switch tag {
        case .note: self = .note(try keyed.decode(Note.self, forKey: .payload))
        case .photo: self = .photo(try keyed.decode(Photo.self, forKey: .payload))
        case .recording: self = .recording(try keyed.decode(Recording.self, forKey: .payload))
        }
    }

    func encode(to encoder: Encoder) throws {
        var keyed = encoder.container(keyedBy: Keys.self)
        switch self {
        case .note(let payload):
            try keyed.encode(Tag.note, forKey: .type)
            try keyed.encode(payload, forKey: .payload)
        case .photo(let payload):
            try keyed.encode(Tag.photo, forKey: .type)
            try keyed.encode(payload, forKey: .payload)
        case .recording(let payload):
            try keyed.encode(Tag.recording, forKey: .type)
            try keyed.encode(payload, forKey: .payload)
        }
    }
}
