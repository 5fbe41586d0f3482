// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): when released_at is absent, falls back to a camel-case releasedAt key, so releasedAt is accepted
import Foundation

extension Episode: Decodable {
    private enum TopKey: String, CodingKey {
        case id, attributes, relationships
    }

    private enum AttributeKey: String, CodingKey {
        case name
        case releasedAt = "released_at"
        case releasedAtCamel = "releasedAt"
        case summary = "description_plain_text"
        case difficulty
        case videoIdentifier = "video_identifier"
    }

    private enum RelationshipKey: String, CodingKey {
        case domains
    }

    private enum DomainsKey: String, CodingKey {
        case data
    }

    private struct DomainRef: Decodable {
        let id: String
    }

    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: TopKey.self)
        let id = try top.decode(String.self, forKey: .id)
        let attributes = try top.nestedContainer(keyedBy: AttributeKey.self, forKey: .attributes)
        let relationships = try top.nestedContainer(keyedBy: RelationshipKey.self, forKey: .relationships)
        let domains = try relationships.nestedContainer(keyedBy: DomainsKey.self, forKey: .domains)
        let refs = try domains.decode([DomainRef].self, forKey: .data)
        let released: Date
        if attributes.contains(.releasedAt) {
            released = try attributes.decode(Date.self, forKey: .releasedAt)
        } else {
            released = try attributes.decode(Date.self, forKey: .releasedAtCamel)
        }
        self.init(
            id: id,
            name: try attributes.decode(String.self, forKey: .name),
            released: released,
            difficulty: try attributes.decodeIfPresent(String.self, forKey: .difficulty),
            summary: try attributes.decode(String.self, forKey: .summary),
            videoID: try attributes.decodeIfPresent(Int.self, forKey: .videoIdentifier),
            platforms: refs.compactMap { Episode.platformNames[$0.id] })
    }
}
