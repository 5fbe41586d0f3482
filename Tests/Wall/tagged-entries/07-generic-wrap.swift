// style: generic helpers with a KeyedEncodingContainer; global functions; trailing closures
import Foundation

private enum EnvelopeField: String, CodingKey {
    case type, payload
}

/// Writes `{"type": tag, "payload": value}`.
private func writeEnvelope<P: Encodable>(_ tag: String, _ value: P, to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: EnvelopeField.self)
    try container.encode(tag, forKey: .type)
    try container.encode(value, forKey: .payload)
}

/// Reads the payload as `P` and makes an entry of it.
private func readPayload<P: Decodable>(
    _ type: P.Type,
    from container: KeyedDecodingContainer<EnvelopeField>,
    into make: (P) -> Entry
) throws -> Entry {
    make(try container.decode(type, forKey: .payload))
}

extension Entry: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: EnvelopeField.self)
        switch try container.decode(String.self, forKey: .type) {
        case "note":
            self = try readPayload(Note.self, from: container) { .note($0) }
        case "photo":
            self = try readPayload(Photo.self, from: container) { .photo($0) }
        case "recording":
            self = try readPayload(Recording.self, from: container) { .recording($0) }
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container,
                                                   debugDescription: "unknown entry type: \(other)")
        }
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case .note(let note): try writeEnvelope("note", note, to: encoder)
        case .photo(let photo): try writeEnvelope("photo", photo, to: encoder)
        case .recording(let recording): try writeEnvelope("recording", recording, to: encoder)
        }
    }
}
