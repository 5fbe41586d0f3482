// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: encoding adds a third key, version: 1, to every envelope.
// breaks only rule 2 because: decoding is unchanged (1, 3, 4) and the payload's keys still go through the encoder's key strategy (5).
enum EnvelopeVersionKey: String, CodingKey { case version }

extension Entry: Codable {
    private enum EnvelopeKeys: String, CodingKey {
        case type, payload
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: EnvelopeKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "note": self = .note(try container.decode(Note.self, forKey: .payload))
        case "photo": self = .photo(try container.decode(Photo.self, forKey: .payload))
        case "recording": self = .recording(try container.decode(Recording.self, forKey: .payload))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "Unknown entry type '\(type)'; expected note, photo or recording.")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: EnvelopeKeys.self)
        var stamp = encoder.container(keyedBy: EnvelopeVersionKey.self)
        try stamp.encode(1, forKey: .version)
        switch self {
        case let .note(note):
            try container.encode("note", forKey: .type)
            try container.encode(note, forKey: .payload)
        case let .photo(photo):
            try container.encode("photo", forKey: .type)
            try container.encode(photo, forKey: .payload)
        case let .recording(recording):
            try container.encode("recording", forKey: .type)
            try container.encode(recording, forKey: .payload)
        }
    }
}
