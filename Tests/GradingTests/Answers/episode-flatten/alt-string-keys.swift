// expect-pass
// One key type for every level, with a small helper to open each nested object.
import Foundation

private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
}

extension Episode: Decodable {
    init(from decoder: Decoder) throws {
        let element = try decoder.container(keyedBy: Key.self)
        func object(_ name: String, in container: KeyedDecodingContainer<Key>) throws -> KeyedDecodingContainer<Key> {
            try container.nestedContainer(keyedBy: Key.self, forKey: Key(name))
        }
        let attributes = try object("attributes", in: element)
        let domains = try object("domains", in: object("relationships", in: element))
        var list = try domains.nestedUnkeyedContainer(forKey: Key("data"))
        var names: [String] = []
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: Key.self)
            if let name = Episode.platformNames[try entry.decode(String.self, forKey: Key("id"))] {
                names.append(name)
            }
        }
        id = try element.decode(String.self, forKey: Key("id"))
        name = try attributes.decode(String.self, forKey: Key("name"))
        released = try attributes.decode(Date.self, forKey: Key("released_at"))
        difficulty = try attributes.decodeIfPresent(String.self, forKey: Key("difficulty"))
        summary = try attributes.decode(String.self, forKey: Key("description_plain_text"))
        videoID = try attributes.decodeIfPresent(Int.self, forKey: Key("video_identifier"))
        platforms = names
    }
}
