// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: name is read from description_plain_text and the summary from name.
// breaks only rule 2 because: both keys are still required strings (5), every other key is read as before (1, 3, 4, 6).
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
            name: try attributes.decode(String.self, forKey: .summary),
            released: try attributes.decode(Date.self, forKey: .releasedAt),
            difficulty: try attributes.decodeIfPresent(String.self, forKey: .difficulty),
            summary: try attributes.decode(String.self, forKey: .name),
            videoID: try attributes.decodeIfPresent(Int.self, forKey: .videoID),
            platforms: references.compactMap { Episode.platformNames[$0.id] })
    }
}
