// breaks: rule 2
// The reference answer, but a send link with a rel reads its URL relative
// to the rel, as if the rel named the endpoint (rule 2: the href string).
import Foundation

/// An action that knows the HTTP method its links must carry.
protocol LinkAction {
    static var method: String { get }
}

extension Fetch: LinkAction {
    static var method: String { "GET" }
}

extension Send: LinkAction {
    static var method: String { "POST" }
}

private enum RelKey: String, CodingKey {
    case rel
}

extension Link: Codable where Action: LinkAction {
    private enum LinkKeys: String, CodingKey {
        case href, method
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: LinkKeys.self)
        let method = try container.decode(String.self, forKey: .method)
        guard method == Action.method else {
            throw DecodingError.dataCorruptedError(
                forKey: .method, in: container,
                debugDescription: "A \(Action.method) link cannot say \"\(method)\"")
        }
        let href = try container.decode(URL.self, forKey: .href)
        let rel = try decoder.container(keyedBy: RelKey.self).decodeIfPresent(String.self, forKey: .rel)
        self.init(url: Action.method == "POST" && rel != nil ? href.appendingPathComponent(rel!) : href)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LinkKeys.self)
        try container.encode(url.absoluteString, forKey: .href)
        try container.encode(Action.method, forKey: .method)
    }
}
