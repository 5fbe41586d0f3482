// style: nested containers, one key enum per level; decodeIfPresent; compactMap
import Foundation

extension Episode: Decodable {
    private enum ElementKeys: String, CodingKey {
        case id, attributes, relationships
    }

    private enum AttributeKeys: String, CodingKey {
        case name
        case releasedAt = "released_at"
        case difficulty
        case summary = "description_plain_text"
        case videoID = "video_identifier"
    }

    private enum RelationshipKeys: String, CodingKey {
        case domains
    }

    private enum DomainsKeys: String, CodingKey {
        case data
    }

    private struct DomainRef: Decodable {
        let id: String
    }

    init(from decoder: Decoder) throws {
        let element = try decoder.container(keyedBy: ElementKeys.self)
        let attributes = try element.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attributes)
        let relationships = try element.nestedContainer(keyedBy: RelationshipKeys.self, forKey: .relationships)
        let domains = try relationships.nestedContainer(keyedBy: DomainsKeys.self, forKey: .domains)
        let refs = try domains.decode([DomainRef].self, forKey: .data)

        self.init(
            id: try element.decode(String.self, forKey: .id),
            name: try attributes.decode(String.self, forKey: .name),
            released: try attributes.decode(Date.self, forKey: .releasedAt),
            difficulty: try attributes.decodeIfPresent(String.self, forKey: .difficulty),
            summary: try attributes.decode(String.self, forKey: .summary),
            videoID: try attributes.decodeIfPresent(Int.self, forKey: .videoID),
            platforms: refs.compactMap { Episode.platformNames[$0.id] }
        )
    }
}
