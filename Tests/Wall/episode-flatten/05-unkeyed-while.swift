// style: while loop over an unkeyed container; guard let / if let shorthand
import Foundation

extension Episode: Decodable {
    private enum Keys: String, CodingKey {
        case id, attributes, relationships, domains, data
        case name, difficulty
        case releasedAt = "released_at"
        case descriptionPlainText = "description_plain_text"
        case videoIdentifier = "video_identifier"
    }

    init(from decoder: Decoder) throws {
        let element = try decoder.container(keyedBy: Keys.self)
        id = try element.decode(String.self, forKey: .id)

        let attributes = try element.nestedContainer(keyedBy: Keys.self, forKey: .attributes)
        name = try attributes.decode(String.self, forKey: .name)
        released = try attributes.decode(Date.self, forKey: .releasedAt)
        summary = try attributes.decode(String.self, forKey: .descriptionPlainText)
        difficulty = try attributes.decodeIfPresent(String.self, forKey: .difficulty)
        videoID = try attributes.decodeIfPresent(Int.self, forKey: .videoIdentifier)

        var list = try element
            .nestedContainer(keyedBy: Keys.self, forKey: .relationships)
            .nestedContainer(keyedBy: Keys.self, forKey: .domains)
            .nestedUnkeyedContainer(forKey: .data)
        var names: [String] = []
        while !list.isAtEnd {
            let domainID = try list.nestedContainer(keyedBy: Keys.self).decode(String.self, forKey: .id)
            if let name = Episode.platformNames[domainID] {
                names.append(name)
            }
        }
        platforms = names
    }
}
