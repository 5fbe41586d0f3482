// style: nested private String enum for the tag; failable init(rawValue:) with guard
import Foundation

extension Entry: Codable {
    private enum Kind: String {
        case note, photo, recording
    }

    private enum Keys: CodingKey {
        case type, payload
    }

    private var kind: Kind {
        switch self {
        case .note: .note
        case .photo: .photo
        case .recording: .recording
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let tag = try container.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: tag) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "No entry kind is called \(tag)")
        }
        switch kind {
        case .note: self = .note(try container.decode(Note.self, forKey: .payload))
        case .photo: self = .photo(try container.decode(Photo.self, forKey: .payload))
        case .recording: self = .recording(try container.decode(Recording.self, forKey: .payload))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind.rawValue, forKey: .type)
        switch self {
        case .note(let value): try container.encode(value, forKey: .payload)
        case .photo(let value): try container.encode(value, forKey: .payload)
        case .recording(let value): try container.encode(value, forKey: .payload)
        }
    }
}
