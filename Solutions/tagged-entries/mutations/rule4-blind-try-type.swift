// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): reads type with try? defaulting to "", so a missing type throws dataCorrupted instead of keyNotFound
extension Entry: Codable {
    private enum EnvelopeKey: String, CodingKey {
        case type, payload
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: EnvelopeKey.self)
        let type = (try? c.decode(String.self, forKey: .type)) ?? ""
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
        case let .note(v): try c.encode("note", forKey: .type); try c.encode(v, forKey: .payload)
        case let .photo(v): try c.encode("photo", forKey: .type); try c.encode(v, forKey: .payload)
        case let .recording(v): try c.encode("recording", forKey: .type); try c.encode(v, forKey: .payload)
        }
    }
}
