// style: @discardableResult helpers; fileprivate extensions of standard library containers
import Foundation

fileprivate enum EntryEnvelopeKey: String, CodingKey {
    case type
    case payload
}

fileprivate extension KeyedEncodingContainer where K == EntryEnvelopeKey {
    /// Writes both envelope keys and hands the container back for chaining.
    @discardableResult
    mutating func writeEntry<P: Encodable>(tag: String, payload: P) throws -> Self {
        try encode(tag, forKey: .type)
        try encode(payload, forKey: .payload)
        return self
    }
}

fileprivate extension KeyedDecodingContainer where K == EntryEnvelopeKey {
    func payload<P: Decodable>(as type: P.Type = P.self) throws -> P {
        try decode(type, forKey: .payload)
    }
}

extension Entry: Codable {
    init(from decoder: Decoder) throws {
        let envelope = try decoder.container(keyedBy: EntryEnvelopeKey.self)
        let tag = try envelope.decode(String.self, forKey: .type)
        if tag == "note" {
            self = .note(try envelope.payload())
        } else if tag == "photo" {
            self = .photo(try envelope.payload())
        } else if tag == "recording" {
            self = .recording(try envelope.payload())
        } else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: envelope,
                                                   debugDescription: "type must be note, photo or recording, not \(tag)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var envelope = encoder.container(keyedBy: EntryEnvelopeKey.self)
        switch self {
        case .note(let note): try envelope.writeEntry(tag: "note", payload: note)
        case .photo(let photo): try envelope.writeEntry(tag: "photo", payload: photo)
        case .recording(let recording): try envelope.writeEntry(tag: "recording", payload: recording)
        }
    }
}
