// style: static dictionary of closures; generic helpers
import Foundation

extension Entry: Codable {
    fileprivate enum TagKeys: String, CodingKey {
        case type, payload
    }

    fileprivate typealias Reader = (KeyedDecodingContainer<TagKeys>) throws -> Entry

    /// Builds a reader that decodes the payload as `T` and wraps it.
    private static func reader<T: Decodable>(_ type: T.Type, _ wrap: @escaping (T) -> Entry) -> Reader {
        { container in wrap(try container.decode(T.self, forKey: .payload)) }
    }

    private static let readers: [String: Reader] = [
        "note": reader(Note.self, Entry.note),
        "photo": reader(Photo.self, Entry.photo),
        "recording": reader(Recording.self, Entry.recording),
    ]

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: TagKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard let read = Self.readers[type] else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown entry type")
        }
        self = try read(container)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: TagKeys.self)
        switch self {
        case let .note(value):
            try container.encode("note", forKey: .type)
            try container.encode(value, forKey: .payload)
        case let .photo(value):
            try container.encode("photo", forKey: .type)
            try container.encode(value, forKey: .payload)
        case let .recording(value):
            try container.encode("recording", forKey: .type)
            try container.encode(value, forKey: .payload)
        }
    }
}
