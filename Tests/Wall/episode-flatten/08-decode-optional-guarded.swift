// style: contains + decodeNil instead of decodeIfPresent (a generic helper); guard/early exits
import Foundation

extension Episode: Decodable {
    private enum Root: String, CodingKey { case id, attributes, relationships }
    private enum Attributes: String, CodingKey {
        case name, difficulty
        case released = "released_at"
        case text = "description_plain_text"
        case video = "video_identifier"
    }
    private enum Relationships: String, CodingKey { case domains }
    private enum DomainList: String, CodingKey { case data }
    private struct DomainItem: Decodable { let id: String }

    /// nil for a missing key or null, the value otherwise; a wrong type throws.
    private static func optionalValue<T: Decodable, K: CodingKey>(
        _ type: T.Type, _ key: K, in container: KeyedDecodingContainer<K>
    ) throws -> T? {
        guard container.contains(key) else { return nil }
        guard try !container.decodeNil(forKey: key) else { return nil }
        return try container.decode(type, forKey: key)
    }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: Root.self)
        let attributes = try root.nestedContainer(keyedBy: Attributes.self, forKey: .attributes)
        let list = try root.nestedContainer(keyedBy: Relationships.self, forKey: .relationships)
            .nestedContainer(keyedBy: DomainList.self, forKey: .domains)
        let items = try list.decode([DomainItem].self, forKey: .data)

        id = try root.decode(String.self, forKey: .id)
        name = try attributes.decode(String.self, forKey: .name)
        released = try attributes.decode(Date.self, forKey: .released)
        summary = try attributes.decode(String.self, forKey: .text)
        difficulty = try Self.optionalValue(String.self, .difficulty, in: attributes)
        videoID = try Self.optionalValue(Int.self, .video, in: attributes)
        platforms = items.compactMap { item in Episode.platformNames[item.id] }
    }
}
