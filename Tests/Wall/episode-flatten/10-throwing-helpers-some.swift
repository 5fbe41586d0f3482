// style: throws helpers as global functions with `some Decoder` parameters; unkeyed container with its count
import Foundation

private enum EpisodeElementKey: String, CodingKey {
    case id, attributes, relationships
}

private enum EpisodeAttributeKey: String, CodingKey {
    case name, difficulty
    case releasedAt = "released_at"
    case summary = "description_plain_text"
    case videoID = "video_identifier"
}

private enum EpisodeRelationshipKey: String, CodingKey {
    case domains, data, id
}

/// The ids under `relationships.domains.data`, in order.
private func domainIDs(in element: KeyedDecodingContainer<EpisodeElementKey>) throws -> [String] {
    let domains = try element
        .nestedContainer(keyedBy: EpisodeRelationshipKey.self, forKey: .relationships)
        .nestedContainer(keyedBy: EpisodeRelationshipKey.self, forKey: .domains)
    var data = try domains.nestedUnkeyedContainer(forKey: .data)
    var ids: [String] = []
    if let count = data.count { ids.reserveCapacity(count) }
    while !data.isAtEnd {
        let reference = try data.nestedContainer(keyedBy: EpisodeRelationshipKey.self)
        ids.append(try reference.decode(String.self, forKey: .id))
    }
    return ids
}

private func elementContainer(of decoder: some Decoder) throws -> KeyedDecodingContainer<EpisodeElementKey> {
    try decoder.container(keyedBy: EpisodeElementKey.self)
}

extension Episode: Decodable {
    init(from decoder: Decoder) throws {
        let element = try elementContainer(of: decoder)
        let attributes = try element.nestedContainer(keyedBy: EpisodeAttributeKey.self, forKey: .attributes)
        let ids = try domainIDs(in: element)
        self.init(
            id: try element.decode(String.self, forKey: .id),
            name: try attributes.decode(String.self, forKey: .name),
            released: try attributes.decode(Date.self, forKey: .releasedAt),
            difficulty: try attributes.decodeIfPresent(String.self, forKey: .difficulty),
            summary: try attributes.decode(String.self, forKey: .summary),
            videoID: try attributes.decodeIfPresent(Int.self, forKey: .videoID),
            platforms: ids.compactMap { Episode.platformNames[$0] }
        )
    }
}
