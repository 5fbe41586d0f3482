// style: closures stored in static properties; reduce(into:)
import Foundation

extension Episode: Decodable {
    private enum Outer: String, CodingKey { case id, attributes, relationships }
    private enum Inner: String, CodingKey {
        case name, difficulty
        case releasedAt = "released_at"
        case descriptionPlainText = "description_plain_text"
        case videoIdentifier = "video_identifier"
    }
    private enum Links: String, CodingKey { case domains, data }
    private struct Domain: Decodable { let id: String }

    /// Domain ids to platform names, unknown ids dropped.
    private static let platformsForIDs: ([String]) -> [String] = { ids in
        ids.reduce(into: []) { names, id in
            if let name = Episode.platformNames[id] { names.append(name) }
        }
    }

    init(from decoder: Decoder) throws {
        let outer = try decoder.container(keyedBy: Outer.self)
        let inner = try outer.nestedContainer(keyedBy: Inner.self, forKey: .attributes)
        let domains = try outer.nestedContainer(keyedBy: Links.self, forKey: .relationships)
            .nestedContainer(keyedBy: Links.self, forKey: .domains)
            .decode([Domain].self, forKey: .data)

        id = try outer.decode(String.self, forKey: .id)
        name = try inner.decode(String.self, forKey: .name)
        released = try inner.decode(Date.self, forKey: .releasedAt)
        difficulty = try inner.decodeIfPresent(String.self, forKey: .difficulty)
        summary = try inner.decode(String.self, forKey: .descriptionPlainText)
        videoID = try inner.decodeIfPresent(Int.self, forKey: .videoIdentifier)
        platforms = Self.platformsForIDs(domains.map { $0.id })
    }
}
