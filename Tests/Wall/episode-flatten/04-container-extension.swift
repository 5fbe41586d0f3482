// style: fileprivate extensions of standard library containers; generic helpers; lazy
import Foundation

fileprivate extension KeyedDecodingContainer {
    /// The container one level down.
    func level<Inner: CodingKey>(_ key: Key, _ keys: Inner.Type = Inner.self) throws -> KeyedDecodingContainer<Inner> {
        try nestedContainer(keyedBy: keys, forKey: key)
    }

    func value<T: Decodable>(_ key: Key, as type: T.Type = T.self) throws -> T {
        try decode(type, forKey: key)
    }
}

extension Episode: Decodable {
    private enum Top: String, CodingKey { case id, attributes, relationships }
    private enum Attr: String, CodingKey {
        case name, difficulty
        case released = "released_at"
        case summary = "description_plain_text"
        case video = "video_identifier"
    }
    private enum Rel: String, CodingKey { case domains }
    private enum Data_: String, CodingKey { case data }
    private struct Ref: Decodable { let id: String }

    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: Top.self)
        let attr: KeyedDecodingContainer<Attr> = try top.level(.attributes)
        let domains: KeyedDecodingContainer<Data_> = try top.level(.relationships, Rel.self).level(.domains)
        let refs: [Ref] = try domains.value(.data)

        id = try top.value(.id)
        name = try attr.value(.name)
        released = try attr.value(.released)
        summary = try attr.value(.summary)
        difficulty = try attr.decodeIfPresent(String.self, forKey: .difficulty)
        videoID = try attr.decodeIfPresent(Int.self, forKey: .video)
        platforms = Array(refs.lazy.compactMap { Episode.platformNames[$0.id] })
    }
}
