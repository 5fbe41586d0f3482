// style: nested generic wrapper type for `{"data": …}`; synthesized private types mixed with keyed containers
import Foundation

extension Episode: Decodable {
    /// JSON:API wraps related ids as `{"data": …}`.
    private struct DataWrapper<Wrapped: Decodable>: Decodable {
        let data: Wrapped
    }

    private struct ResourceIdentifier: Decodable {
        let id: String
    }

    private struct RelationshipMap: Decodable {
        let domains: DataWrapper<[ResourceIdentifier]>
    }

    private enum CodingKeys: String, CodingKey {
        case id, attributes, relationships
    }

    private enum AttributeKeys: String, CodingKey {
        case name, difficulty
        case released_at, description_plain_text, video_identifier
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let attributes = try container.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attributes)
        let relationships = try container.decode(RelationshipMap.self, forKey: .relationships)

        id = try container.decode(String.self, forKey: .id)
        name = try attributes.decode(String.self, forKey: .name)
        released = try attributes.decode(Date.self, forKey: .released_at)
        summary = try attributes.decode(String.self, forKey: .description_plain_text)
        difficulty = try attributes.decodeIfPresent(String.self, forKey: .difficulty)
        videoID = try attributes.decodeIfPresent(Int.self, forKey: .video_identifier)
        platforms = relationships.domains.data.compactMap { Episode.platformNames[$0.id] }
    }
}
