// expect-fail: an unknown type
// Falls back to a note for any type it does not know.
extension Entry: Codable {
    enum Keys: CodingKey { case type, payload }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "photo": self = .photo(try container.decode(Photo.self, forKey: .payload))
        case "recording": self = .recording(try container.decode(Recording.self, forKey: .payload))
        default: self = .note((try? container.decode(Note.self, forKey: .payload)) ?? Note(text: ""))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case let .note(value): try container.encode("note", forKey: .type); try container.encode(value, forKey: .payload)
        case let .photo(value): try container.encode("photo", forKey: .type); try container.encode(value, forKey: .payload)
        case let .recording(value): try container.encode("recording", forKey: .type); try container.encode(value, forKey: .payload)
        }
    }
}
