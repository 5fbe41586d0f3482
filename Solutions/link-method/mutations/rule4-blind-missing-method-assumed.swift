// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: a missing method is taken to be the action's own, instead of throwing keyNotFound.
// breaks only rule 4 because: present methods are checked as before (1-3), a missing href still throws keyNotFound, encoding unchanged (5).
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

extension Link: Codable where Action: LinkAction {
    private enum LinkKeys: String, CodingKey {
        case href, method
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: LinkKeys.self)
        let method = try container.decodeIfPresent(String.self, forKey: .method) ?? Action.method
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
    }
}
