// expect-fail: dates as seconds
// Parses released_at with its own ISO 8601 formatter instead of the decoder's strategy.
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
        let text = try fields.decode(String.self, forKey: .releasedAt)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let released = formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text) else {
            throw DecodingError.dataCorruptedError(forKey: .releasedAt, in: fields, debugDescription: "bad date")
        }
        self.init(id: try top.decode(String.self, forKey: .id),
                  name: try fields.decode(String.self, forKey: .name),
                  released: released,
                  difficulty: try fields.decodeIfPresent(String.self, forKey: .difficulty),
                  summary: try fields.decode(String.self, forKey: .summary),
                  videoID: try fields.decodeIfPresent(Int.self, forKey: .video),
                  platforms: domains.compactMap { Episode.platformNames[$0.id] })
    }
}
