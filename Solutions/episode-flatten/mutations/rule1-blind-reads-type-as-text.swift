// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the answer also reads the element's "type" (seen in the fixture) with decodeIfPresent(String.self) to check it is "episodes", so an element whose extra "type" key holds anything else (another text, a number, an object) throws.
// breaks only rule 1 because: "type" is one of the element's other keys, rule 1's to ignore; an element without "type" or with "type": "episodes" decodes exactly as before, so rules 2-6 are untouched.
import Foundation

extension Episode: Decodable {
    private enum ElementKeys: String, CodingKey {
        case id, type, attributes, relationships
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

    private struct Reference: Decodable {
        let id: String
    }

    init(from decoder: Decoder) throws {
        let element = try decoder.container(keyedBy: ElementKeys.self)
        if let type = try element.decodeIfPresent(String.self, forKey: .type), type != "episodes" {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: element, debugDescription: "Not an episode: \(type)")
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
