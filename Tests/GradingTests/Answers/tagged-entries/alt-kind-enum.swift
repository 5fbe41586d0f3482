// expect-pass
// The tag as a String raw-value enum of its own; an unknown tag is turned
// into dataCorrupted by hand.
extension Entry: Codable {
    enum Kind: String, Codable {
        case note, photo, recording
    }

    enum Envelope: CodingKey {
        case type, payload
    }

    init(from decoder: Decoder) throws {
        let envelope = try decoder.container(keyedBy: Envelope.self)
        let tag = try envelope.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: tag) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: envelope, debugDescription: "unknown type \(tag)")
        }
        switch kind {
        case .note: self = .note(try envelope.decode(Note.self, forKey: .payload))
        case .photo: self = .photo(try envelope.decode(Photo.self, forKey: .payload))
        case .recording: self = .recording(try envelope.decode(Recording.self, forKey: .payload))
        }
    }

    func encode(to encoder: Encoder) throws {
        var envelope = encoder.container(keyedBy: Envelope.self)
        switch self {
        case .note(let value):
            try envelope.encode(Kind.note, forKey: .type)
            try envelope.encode(value, forKey: .payload)
        case .photo(let value):
            try envelope.encode(Kind.photo, forKey: .type)
            try envelope.encode(value, forKey: .payload)
        case .recording(let value):
            try envelope.encode(Kind.recording, forKey: .type)
            try envelope.encode(value, forKey: .payload)
        }
    }
}
