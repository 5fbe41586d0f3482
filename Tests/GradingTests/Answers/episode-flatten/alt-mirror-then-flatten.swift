// expect-pass
// Decodes a private mirror of the element with synthesized types, then flattens it.
import Foundation

private struct EpisodeMirror: Decodable {
    struct Attributes: Decodable {
        let name: String
        let released_at: Date
        let difficulty: String?
        let description_plain_text: String
        let video_identifier: Int?
    }
    struct Relationships: Decodable {
        struct Domains: Decodable {
            struct Item: Decodable { let id: String }
            let data: [Item]
        }
        let domains: Domains
    }
    let id: String
    let attributes: Attributes
    let relationships: Relationships
}

extension Episode: Decodable {
    init(from decoder: Decoder) throws {
        let mirror = try EpisodeMirror(from: decoder)
        let attributes = mirror.attributes
        self.init(id: mirror.id,
                  name: attributes.name,
                  released: attributes.released_at,
                  difficulty: attributes.difficulty,
                  summary: attributes.description_plain_text,
                  videoID: attributes.video_identifier,
                  platforms: mirror.relationships.domains.data.compactMap { Episode.platformNames[$0.id] })
    }
}
