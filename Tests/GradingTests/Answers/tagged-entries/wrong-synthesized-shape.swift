// expect-fail: the chapter's log
// Relies on the compiler's shape for enums with associated values.
extension Entry: Codable {
    enum CodingKeys: CodingKey { case note, photo, recording }
    enum NoteCodingKeys: CodingKey { case _0 }
    enum PhotoCodingKeys: CodingKey { case _0 }
    enum RecordingCodingKeys: CodingKey { case _0 }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.note) {
            self = .note(try container.nestedContainer(keyedBy: NoteCodingKeys.self, forKey: .note).decode(Note.self, forKey: ._0))
        } else if container.contains(.photo) {
            self = .photo(try container.nestedContainer(keyedBy: PhotoCodingKeys.self, forKey: .photo).decode(Photo.self, forKey: ._0))
        } else {
            self = .recording(try container.nestedContainer(keyedBy: RecordingCodingKeys.self, forKey: .recording).decode(Recording.self, forKey: ._0))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .note(value):
            var inner = container.nestedContainer(keyedBy: NoteCodingKeys.self, forKey: .note)
            try inner.encode(value, forKey: ._0)
        case let .photo(value):
            var inner = container.nestedContainer(keyedBy: PhotoCodingKeys.self, forKey: .photo)
            try inner.encode(value, forKey: ._0)
        case let .recording(value):
            var inner = container.nestedContainer(keyedBy: RecordingCodingKeys.self, forKey: .recording)
            try inner.encode(value, forKey: ._0)
        }
    }
}
