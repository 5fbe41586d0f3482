// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: the attributes are read through a loose key type that prefers the camelCase spelling (releasedAt, descriptionPlainText) when it is present.
// breaks only rule 6 because: documents with only the snake_case keys read as before (1-5); only documents that also hold camelCase keys, which rule 6 says are other keys, change.
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
        let loose = try element.nestedContainer(keyedBy: LooseEpisodeKey.self, forKey: .attributes)
        self.init(
            id: try element.decode(String.self, forKey: .id),
            name: try attributes.decode(String.self, forKey: .name),
            released: try loose.contains(LooseEpisodeKey("releasedAt")) ? loose.decode(Date.self, forKey: LooseEpisodeKey("releasedAt")) : attributes.decode(Date.self, forKey: .releasedAt),
            difficulty: try attributes.decodeIfPresent(String.self, forKey: .difficulty),
            summary: try loose.contains(LooseEpisodeKey("descriptionPlainText")) ? loose.decode(String.self, forKey: LooseEpisodeKey("descriptionPlainText")) : attributes.decode(String.self, forKey: .summary),
            videoID: try attributes.decodeIfPresent(Int.self, forKey: .videoID),
            platforms: references.compactMap { Episode.platformNames[$0.id] })
    }
}
