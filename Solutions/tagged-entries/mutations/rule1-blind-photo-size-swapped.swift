// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: a photo's payload is read field by field with width and height swapped.
// breaks only rule 1 because: the payload still needs file, width and height, read through the decoder (key strategies apply, 5), type handling (3, 4) and encoding (2) are unchanged.
enum PhotoFieldKeys: String, CodingKey { case file, width, height }

extension Entry: Codable {
    private enum EnvelopeKeys: String, CodingKey {
        case type, payload
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: EnvelopeKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "note": self = .note(try container.decode(Note.self, forKey: .payload))
        case "photo":
            let size = try container.nestedContainer(keyedBy: PhotoFieldKeys.self, forKey: .payload)
            self = .photo(Photo(file: try size.decode(String.self, forKey: .file), width: try size.decode(Int.self, forKey: .height), height: try size.decode(Int.self, forKey: .width)))
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
            try container.encode(recording, forKey: .payload)
        }
    }
}
