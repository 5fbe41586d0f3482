// expect-pass
// A helper writes the envelope for any Encodable payload.
extension Entry: Codable {
    private enum Keys: String, CodingKey {
        case type
        case payload
    }

    private static func write<T: Encodable>(_ tag: String, _ payload: T, to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(tag, forKey: .type)
        try container.encode(payload, forKey: .payload)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let tag = try container.decode(String.self, forKey: .type)
        if tag == "note" {
            self = .note(try container.decode(Note.self, forKey: .payload))
        } else if tag == "photo" {
            self = .photo(try container.decode(Photo.self, forKey: .payload))
        } else if tag == "recording" {
            self = .recording(try container.decode(Recording.self, forKey: .payload))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath + [Keys.type], debugDescription: "unknown entry type"))
        }
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case let .note(note): try Self.write("note", note, to: encoder)
        case let .photo(photo): try Self.write("photo", photo, to: encoder)
        case let .recording(recording): try Self.write("recording", recording, to: encoder)
        }
    }
}
