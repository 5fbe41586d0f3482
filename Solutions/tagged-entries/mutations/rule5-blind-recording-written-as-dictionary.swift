// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a recording's payload is encoded as a [String: value] dictionary with the keys spelled by hand, so the encoder's key strategy never converts durationSeconds.
// breaks only rule 5 because: with the default strategy the payload is the synthesized shape (2), decoding is unchanged (1, 3, 4).
enum PayloadField: Codable {
    case text(String), number(Double)
    init(from decoder: Decoder) throws {
        let one = try decoder.singleValueContainer()
        if let number = try? one.decode(Double.self) { self = .number(number) } else { self = .text(try one.decode(String.self)) }
    }
    func encode(to encoder: Encoder) throws {
        var one = encoder.singleValueContainer()
        switch self {
        case .text(let value): try one.encode(value)
        case .number(let value): try one.encode(value)
        }
    }
}

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
            try container.encode(note, forKey: .payload)
        case let .photo(photo):
            try container.encode("photo", forKey: .type)
            try container.encode(photo, forKey: .payload)
        case let .recording(recording):
            try container.encode("recording", forKey: .type)
            let fields: [String: PayloadField] = ["file": .text(recording.file), "durationSeconds": .number(recording.durationSeconds)]
            try container.encode(fields, forKey: .payload)
        }
    }
}
