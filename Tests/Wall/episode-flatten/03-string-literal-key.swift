// style: one private CodingKey struct that is ExpressibleByStringLiteral; for-case-let over optionals
import Foundation

private struct JSONKey: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
    init(stringLiteral value: String) { self.stringValue = value }
}

extension Episode: Decodable {
    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: JSONKey.self)
        let attributes = try root.nestedContainer(keyedBy: JSONKey.self, forKey: "attributes")
        var domainList = try root
            .nestedContainer(keyedBy: JSONKey.self, forKey: "relationships")
            .nestedContainer(keyedBy: JSONKey.self, forKey: "domains")
            .nestedUnkeyedContainer(forKey: "data")

        var ids: [String] = []
        while !domainList.isAtEnd {
            let domain = try domainList.nestedContainer(keyedBy: JSONKey.self)
            ids.append(try domain.decode(String.self, forKey: "id"))
        }
        var platforms: [String] = []
        for case let name? in ids.map({ Episode.platformNames[$0] }) {
            platforms.append(name)
        }

        self.init(id: try root.decode(String.self, forKey: "id"),
                  name: try attributes.decode(String.self, forKey: "name"),
                  released: try attributes.decode(Date.self, forKey: "released_at"),
                  difficulty: try attributes.decodeIfPresent(String.self, forKey: "difficulty"),
                  summary: try attributes.decode(String.self, forKey: "description_plain_text"),
                  videoID: try attributes.decodeIfPresent(Int.self, forKey: "video_identifier"),
                  platforms: platforms)
    }
}
