// expect-fail: camelCase stays under default keys
// Writes the recording's payload by hand with a snake_case key.
extension Entry: Codable {
    enum Keys: CodingKey { case type, payload }
    enum RecordingKeys: String, CodingKey { case file, durationSeconds = "duration_seconds" }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "note": self = .note(try container.decode(Note.self, forKey: .payload))
        case "photo": self = .photo(try container.decode(Photo.self, forKey: .payload))
        case "recording":
            let inner = try container.nestedContainer(keyedBy: RecordingKeys.self, forKey: .payload)
            self = .recording(Recording(file: try inner.decode(String.self, forKey: .file),
                                        durationSeconds: try inner.decode(Double.self, forKey: .durationSeconds)))
        default: throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case let .note(value): try container.encode("note", forKey: .type); try container.encode(value, forKey: .payload)
        case let .photo(value): try container.encode("photo", forKey: .type); try container.encode(value, forKey: .payload)
        case let .recording(value):
            try container.encode("recording", forKey: .type)
            var inner = container.nestedContainer(keyedBy: RecordingKeys.self, forKey: .payload)
            try inner.encode(value.file, forKey: .file)
            try inner.encode(value.durationSeconds, forKey: .durationSeconds)
        }
    }
}
