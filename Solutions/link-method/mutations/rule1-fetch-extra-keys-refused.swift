// breaks: rule 1
// The reference answer, but a fetch link holding any key besides href and
// method is refused (rule 1: other keys are ignored).
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

private struct AnyLinkKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
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
        if Action.method == "GET" {
            let all = try decoder.container(keyedBy: AnyLinkKey.self)
            if all.allKeys.contains(where: { $0.stringValue != "href" && $0.stringValue != "method" }) {
                throw DecodingError.dataCorruptedError(forKey: .href, in: container, debugDescription: "A fetch link has only href and method")
            }
        }
        self.init(url: try container.decode(URL.self, forKey: .href))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LinkKeys.self)
        try container.encode(url.absoluteString, forKey: .href)
        try container.encode(Action.method, forKey: .method)
    }
}
