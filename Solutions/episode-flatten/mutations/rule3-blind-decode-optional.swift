// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): reads difficulty with decode(String?.self), which accepts null but throws keyNotFound when the key is missing
import Foundation

extension Episode: Decodable {
    private enum TopKey: String, CodingKey {
        case id, attributes, relationships
    }

    private enum AttributeKey: String, CodingKey {
        case name
        case releasedAt = "released_at"
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
        self.init(
            id: id,
            name: try attributes.decode(String.self, forKey: .name),
            released: try attributes.decode(Date.self, forKey: .releasedAt),
            difficulty: try attributes.decode(String?.self, forKey: .difficulty),
            summary: try attributes.decode(String.self, forKey: .summary),
            videoID: try attributes.decodeIfPresent(Int.self, forKey: .videoIdentifier),
            platforms: refs.compactMap { Episode.platformNames[$0.id] })
    }
}
