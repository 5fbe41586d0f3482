// expect-fail: name missing
// Swallows errors with try? and fills in empty defaults, so a broken episode decodes.
import Foundation

extension Episode: Decodable {
    private enum Top: String, CodingKey { case id, attributes, relationships }
    private enum Fields: String, CodingKey {
        case name, difficulty
        case releasedAt = "released_at"
        case summary = "description_plain_text"
        case video = "video_identifier"
    }
    private enum Relations: String, CodingKey { case domains }
    private enum Wrapper: String, CodingKey { case data }
    private struct Domain: Decodable { let id: String }

    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: Top.self)
        let fields = try top.nestedContainer(keyedBy: Fields.self, forKey: .attributes)
        let domains = (try? top.nestedContainer(keyedBy: Relations.self, forKey: .relationships)
            .nestedContainer(keyedBy: Wrapper.self, forKey: .domains)
            .decode([Domain].self, forKey: .data)) ?? []
        self.init(id: (try? top.decode(String.self, forKey: .id)) ?? "",
                  name: (try? fields.decode(String.self, forKey: .name)) ?? "",
                  released: try fields.decode(Date.self, forKey: .releasedAt),
                  difficulty: try? fields.decode(String.self, forKey: .difficulty),
                  summary: (try? fields.decode(String.self, forKey: .summary)) ?? "",
                  videoID: try? fields.decode(Int.self, forKey: .video),
                  platforms: domains.compactMap { Episode.platformNames[$0.id] })
    }
}
