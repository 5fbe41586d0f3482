// breaks: rule 5
// The reference answer, but a recording's payload is written by hand with
// the key `duration_seconds` spelled out (rule 5: the strategy converts keys).
extension Entry: Codable {
    private enum EnvelopeKeys: String, CodingKey {
        case type, payload
    }

    private enum RecordingFields: String, CodingKey {
        case file
        case durationSeconds = "duration_seconds"
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
            var payload = container.nestedContainer(keyedBy: RecordingFields.self, forKey: .payload)
            try payload.encode(recording.file, forKey: .file)
            try payload.encode(recording.durationSeconds, forKey: .durationSeconds)
        }
    }
}
