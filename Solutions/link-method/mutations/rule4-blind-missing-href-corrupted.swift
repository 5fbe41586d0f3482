// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: a missing href is reported as dataCorrupted ("a link needs an address") instead of keyNotFound.
// breaks only rule 4 because: complete links decode as before (1, 2), wrong methods throw dataCorrupted (3), a missing method still throws keyNotFound, encoding unchanged (5).
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
        let method = try container.decode(String.self, forKey: .method)
        guard method == Action.method else {
            throw DecodingError.dataCorruptedError(
                forKey: .method, in: container,
                debugDescription: "A \(Action.method) link cannot say \"\(method)\"")
        }
        guard let address = try container.decodeIfPresent(URL.self, forKey: .href) else {
            throw DecodingError.dataCorruptedError(forKey: .href, in: container, debugDescription: "a link needs an address")
        }
        self.init(url: address)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LinkKeys.self)
        try container.encode(url.absoluteString, forKey: .href)
        try container.encode(Action.method, forKey: .method)
    }
}
