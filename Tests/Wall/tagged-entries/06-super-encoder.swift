// style: superEncoder(forKey:) lets each payload encode itself; if/else-if chain on the tag
import Foundation

extension Entry: Codable {
    private enum Field: String, CodingKey {
        case type, payload
    }

    private var tag: String {
        switch self {
        case .note: return "note"
        case .photo: return "photo"
        case .recording: return "recording"
        }
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        let tag = try fields.decode(String.self, forKey: .type)
        if tag == "note" {
            self = .note(try fields.decode(Note.self, forKey: .payload))
        } else if tag == "photo" {
            self = .photo(try fields.decode(Photo.self, forKey: .payload))
        } else if tag == "recording" {
            self = .recording(try fields.decode(Recording.self, forKey: .payload))
        } else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: fields, debugDescription: "\"\(tag)\" is not a kind of entry")
        }
    }

    func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: Field.self)
        try fields.encode(tag, forKey: .type)
        let payloadEncoder = fields.superEncoder(forKey: .payload)
        switch self {
        case .note(let note): try note.encode(to: payloadEncoder)
        case .photo(let photo): try photo.encode(to: payloadEncoder)
        case .recording(let recording): try recording.encode(to: payloadEncoder)
        }
    }
}
