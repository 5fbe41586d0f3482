// breaks: rule 2
// Written blind from rule 2's text alone (the cases unseen): encoding writes type and then calls the value's encode(to: encoder), so the payload's fields land beside type instead of under payload
extension Entry: Codable {
    private enum EnvelopeKey: String, CodingKey {
        case type, payload
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: EnvelopeKey.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "note": self = .note(try c.decode(Note.self, forKey: .payload))
        case "photo": self = .photo(try c.decode(Photo.self, forKey: .payload))
        case "recording": self = .recording(try c.decode(Recording.self, forKey: .payload))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown entry type \(type)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: EnvelopeKey.self)
        switch self {
        case let .note(v): try c.encode("note", forKey: .type); try v.encode(to: encoder)
        case let .photo(v): try c.encode("photo", forKey: .type); try v.encode(to: encoder)
        case let .recording(v): try c.encode("recording", forKey: .type); try v.encode(to: encoder)
        }
    }
}
