// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: when released_at is missing, the date is read from releasedAt instead.
// breaks only rule 6 because: documents with released_at read as before (1-5); only the camelCase spelling, which rule 6 says is not released_at, is now accepted.
import Foundation

struct LooseEpisodeKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ text: String) { stringValue = text }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

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

    private enum ListKeys: String, CodingKey {
        case data
    }

    /// One entry of a relationship's list: only its id matters here.
    private struct Reference: Decodable {
        let id: String
    }

    init(from decoder: Decoder) throws {
        let element = try decoder.container(keyedBy: ElementKeys.self)
        let attributes = try element.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attributes)
        let relationships = try element.nestedContainer(keyedBy: RelationshipKeys.self, forKey: .relationships)
        let domains = try relationships.nestedContainer(keyedBy: ListKeys.self, forKey: .domains)
        let references = try domains.decode([Reference].self, forKey: .data)
        self.init(
            id: try element.decode(String.self, forKey: .id),
            name: try attributes.decode(String.self, forKey: .name),
            released: try attributes.contains(.releasedAt) ? attributes.decode(Date.self, forKey: .releasedAt) : decoder.container(keyedBy: ElementKeys.self).nestedContainer(keyedBy: LooseEpisodeKey.self, forKey: .attributes).decode(Date.self, forKey: LooseEpisodeKey("releasedAt")),
            difficulty: try attributes.decodeIfPresent(String.self, forKey: .difficulty),
            summary: try attributes.decode(String.self, forKey: .summary),
            videoID: try attributes.decodeIfPresent(Int.self, forKey: .videoID),
            platforms: references.compactMap { Episode.platformNames[$0.id] })
    }
}
