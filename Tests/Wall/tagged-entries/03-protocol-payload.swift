// style: protocol extensions; a protocol adopted by the payload types
import Foundation

/// A value that can sit in a log entry's payload.
protocol EntryPayload: Codable {
    static var tag: String { get }
    var asEntry: Entry { get }
}

extension Note: EntryPayload {
    static var tag: String { "note" }
    var asEntry: Entry { .note(self) }
}

extension Photo: EntryPayload {
    static var tag: String { "photo" }
    var asEntry: Entry { .photo(self) }
}

extension Recording: EntryPayload {
    static var tag: String { "recording" }
    var asEntry: Entry { .recording(self) }
}

extension EntryPayload {
    /// Writes the envelope for this payload.
    func encodeEnvelope<K: CodingKey>(into container: inout KeyedEncodingContainer<K>, typeKey: K, payloadKey: K) throws {
        try container.encode(Self.tag, forKey: typeKey)
        try container.encode(self, forKey: payloadKey)
    }
}

extension Entry: Codable {
    private enum EnvelopeKey: CodingKey {
        case type, payload
    }

    private static let payloadTypes: [any EntryPayload.Type] = [Note.self, Photo.self, Recording.self]

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: EnvelopeKey.self)
        let tag = try container.decode(String.self, forKey: .type)
        guard let type = Self.payloadTypes.first(where: { $0.tag == tag }) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type \(tag)")
        }
        self = try container.decode(type, forKey: .payload).asEntry
    }

    private var payload: any EntryPayload {
        switch self {
        case .note(let note): note
        case .photo(let photo): photo
        case .recording(let recording): recording
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: EnvelopeKey.self)
        try payload.encodeEnvelope(into: &container, typeKey: .type, payloadKey: .payload)
    }
}
