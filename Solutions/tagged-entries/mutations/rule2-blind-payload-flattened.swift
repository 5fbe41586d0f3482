// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: encoding writes the payload's fields beside type in one object (an internally tagged shape) instead of under payload.
// breaks only rule 2 because: decoding is unchanged (1, 3, 4) and the payload's own keys still go through the encoder's key strategy (5).
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
        switch self {
        case let .note(note):
            try container.encode("note", forKey: .type)
            try note.encode(to: encoder)
        case let .photo(photo):
            try container.encode("photo", forKey: .type)
            try photo.encode(to: encoder)
        case let .recording(recording):
            try container.encode("recording", forKey: .type)
            try recording.encode(to: encoder)
        }
    }
}
