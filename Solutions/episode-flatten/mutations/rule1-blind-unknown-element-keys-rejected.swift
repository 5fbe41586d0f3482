// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: an element holding a key other than id, attributes and relationships throws dataCorrupted ("unexpected key").
// breaks only rule 1 because: elements with only the three keys decode as before (2-6); the check only looks at the element's own keys.
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
        let every = try decoder.container(keyedBy: LooseEpisodeKey.self)
        if let stray = every.allKeys.first(where: { ElementKeys(rawValue: $0.stringValue) == nil }) {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unexpected key \(stray.stringValue)"))
        }
        let attributes = try element.nestedContainer(keyedBy: AttributeKeys.self, forKey: .attributes)
        let relationships = try element.nestedContainer(keyedBy: RelationshipKeys.self, forKey: .relationships)
        let domains = try relationships.nestedContainer(keyedBy: ListKeys.self, forKey: .domains)
        let references = try domains.decode([Reference].self, forKey: .data)
        self.init(
            id: try element.decode(String.self, forKey: .id),
            name: try attributes.decode(String.self, forKey: .name),
            released: try attributes.decode(Date.self, forKey: .releasedAt),
            difficulty: try attributes.decodeIfPresent(String.self, forKey: .difficulty),
            summary: try attributes.decode(String.self, forKey: .summary),
            videoID: try attributes.decodeIfPresent(Int.self, forKey: .videoID),
            platforms: references.compactMap { Episode.platformNames[$0.id] })
    }
}
