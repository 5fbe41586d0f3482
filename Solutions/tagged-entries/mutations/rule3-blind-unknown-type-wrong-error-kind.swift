// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: an unknown type throws DecodingError.typeMismatch instead of dataCorrupted.
// breaks only rule 3 because: known types decode as before (1), missing keys throw keyNotFound (4), encoding unchanged (2, 5).
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
            throw DecodingError.typeMismatch(Entry.self, DecodingError.Context(
                codingPath: container.codingPath + [EnvelopeKeys.type],
                debugDescription: "Unknown entry type '\(type)'; expected note, photo or recording."))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: EnvelopeKeys.self)
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
