// style: private nested mirror types with synthesized Decodable, then flattened; key paths as functions
import Foundation

extension Episode: Decodable {
    private struct Mirror: Decodable {
        let id: String
        let attributes: Attributes
        let relationships: Relationships
    }

    private struct Attributes: Decodable {
        let name: String
        let releasedAt: Date
        let difficulty: String?
        let descriptionPlainText: String
        let videoIdentifier: Int?

        enum CodingKeys: String, CodingKey {
            case name
            case releasedAt = "released_at"
            case difficulty
            case descriptionPlainText = "description_plain_text"
            case videoIdentifier = "video_identifier"
        }
    }

    private struct Relationships: Decodable {
        let domains: Domains
    }

    private struct Domains: Decodable {
        let data: [Identifier]
    }

    private struct Identifier: Decodable {
        let id: String
    }

    init(from decoder: Decoder) throws {
        let mirror = try Mirror(from: decoder)
        self.init(id: mirror.id,
                  name: mirror.attributes.name,
                  released: mirror.attributes.releasedAt,
                  difficulty: mirror.attributes.difficulty,
                  summary: mirror.attributes.descriptionPlainText,
                  videoID: mirror.attributes.videoIdentifier,
                  platforms: mirror.relationships.domains.data.map(\.id).compactMap { Episode.platformNames[$0] })
    }
}
