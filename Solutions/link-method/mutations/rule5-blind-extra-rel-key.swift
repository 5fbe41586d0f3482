// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: encoding also writes a "rel" key, "fetch" or "send", beside href and method.
// breaks only rule 5 because: decoding is unchanged (1-4); href and method are written as before.
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

enum LinkRelKey: String, CodingKey { case rel }

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
        self.init(url: try container.decode(URL.self, forKey: .href))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LinkKeys.self)
        try container.encode(url.absoluteString, forKey: .href)
        try container.encode(Action.method, forKey: .method)
        var extra = encoder.container(keyedBy: LinkRelKey.self)
        try extra.encode(Action.method == "GET" ? "fetch" : "send", forKey: .rel)
    }
}
