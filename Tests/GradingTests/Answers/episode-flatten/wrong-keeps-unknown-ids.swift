// expect-fail: unknown domain skipped
// Keeps an unknown domain id as it is instead of skipping it.
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
        let domains = try top.nestedContainer(keyedBy: Relations.self, forKey: .relationships)
            .nestedContainer(keyedBy: Wrapper.self, forKey: .domains)
            .decode([Domain].self, forKey: .data)
        self.init(id: try top.decode(String.self, forKey: .id),
                  name: try fields.decode(String.self, forKey: .name),
                  released: try fields.decode(Date.self, forKey: .releasedAt),
                  difficulty: try fields.decodeIfPresent(String.self, forKey: .difficulty),
                  summary: try fields.decode(String.self, forKey: .summary),
                  videoID: try fields.decodeIfPresent(Int.self, forKey: .video),
                  platforms: domains.map { Episode.platformNames[$0.id] ?? $0.id })
    }
}
