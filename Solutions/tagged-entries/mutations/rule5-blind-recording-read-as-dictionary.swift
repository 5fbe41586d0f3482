// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a recording's payload is decoded as a [String: value] dictionary and looked up under the hand-spelled "durationSeconds".
// breaks only rule 5 because: with the default strategy recordings decode as before (1), unknown types and missing keys behave as before (3, 4), encoding is unchanged (2).
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
        case "recording":
            let fields = try container.decode([String: PayloadField].self, forKey: .payload)
            guard case .text(let file)? = fields["file"], case .number(let seconds)? = fields["durationSeconds"] else {
                throw DecodingError.keyNotFound(EnvelopeKeys.payload, DecodingError.Context(codingPath: container.codingPath, debugDescription: "recording needs file and durationSeconds"))
            }
            self = .recording(Recording(file: file, durationSeconds: seconds))
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
            try container.encode(recording, forKey: .payload)
        }
    }
}
