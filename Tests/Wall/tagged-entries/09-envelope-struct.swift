// style: private generic struct with synthesized Encodable; some Encodable return type
import Foundation

extension Entry: Codable {
    /// The envelope as written: the synthesized conformance writes exactly these two keys.
    private struct Envelope<Payload: Encodable>: Encodable {
        let type: String
        let payload: Payload
    }

    private struct Head: Decodable {
        let type: String
    }

    private enum PayloadKey: String, CodingKey {
        case type, payload
    }

    init(from decoder: Decoder) throws {
        let head = try Head(from: decoder)
        let container = try decoder.container(keyedBy: PayloadKey.self)
        switch head.type {
        case "note": self = .note(try container.decode(Note.self, forKey: .payload))
        case "photo": self = .photo(try container.decode(Photo.self, forKey: .payload))
        case "recording": self = .recording(try container.decode(Recording.self, forKey: .payload))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type")
        }
    }

    private var envelope: some Encodable {
        switch self {
        case .note(let note): return AnyEnvelope(Envelope(type: "note", payload: note))
        case .photo(let photo): return AnyEnvelope(Envelope(type: "photo", payload: photo))
        case .recording(let recording): return AnyEnvelope(Envelope(type: "recording", payload: recording))
        }
    }

    /// Type erasure so that one `some Encodable` can hold three envelope types.
    private struct AnyEnvelope: Encodable {
        private let write: (Encoder) throws -> Void
        init<T: Encodable>(_ value: T) { write = value.encode(to:) }
        func encode(to encoder: Encoder) throws { try write(encoder) }
    }

    func encode(to encoder: Encoder) throws {
        try envelope.encode(to: encoder)
    }
}
