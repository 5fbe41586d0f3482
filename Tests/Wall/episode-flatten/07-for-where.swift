// style: for-where loops; private nested types with hand-written init(from:)
import Foundation

extension Episode: Decodable {
    /// `relationships`, reduced to the ids under `domains.data`.
    private struct DomainIDs: Decodable {
        let ids: [String]

        private enum Level: String, CodingKey { case domains, data, id }

        init(from decoder: Decoder) throws {
            let relationships = try decoder.container(keyedBy: Level.self)
            let domains = try relationships.nestedContainer(keyedBy: Level.self, forKey: .domains)
            var data = try domains.nestedUnkeyedContainer(forKey: .data)
            var ids: [String] = []
            while !data.isAtEnd {
                ids.append(try data.nestedContainer(keyedBy: Level.self).decode(String.self, forKey: .id))
            }
            self.ids = ids
        }
    }

    private enum Field: String, CodingKey {
        case id, attributes, relationships
        case name, difficulty
        case released_at, description_plain_text, video_identifier
    }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: Field.self)
        let attributes = try root.nestedContainer(keyedBy: Field.self, forKey: .attributes)
        let domainIDs = try root.decode(DomainIDs.self, forKey: .relationships).ids

        var platforms: [String] = []
        for id in domainIDs where Episode.platformNames[id] != nil {
            platforms.append(Episode.platformNames[id]!)
        }

        self.init(id: try root.decode(String.self, forKey: .id),
                  name: try attributes.decode(String.self, forKey: .name),
                  released: try attributes.decode(Date.self, forKey: .released_at),
                  difficulty: try attributes.decodeIfPresent(String.self, forKey: .difficulty),
                  summary: try attributes.decode(String.self, forKey: .description_plain_text),
                  videoID: try attributes.decodeIfPresent(Int.self, forKey: .video_identifier),
                  platforms: platforms)
    }
}
