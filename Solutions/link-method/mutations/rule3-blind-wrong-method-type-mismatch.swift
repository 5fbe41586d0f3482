// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a wrong method throws DecodingError.typeMismatch ("not a link of this type") instead of dataCorrupted.
// breaks only rule 3 because: right methods decode as before (1, 2), missing keys throw keyNotFound (4), encoding unchanged (5).
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
            throw DecodingError.typeMismatch(Link.self, DecodingError.Context(
                codingPath: container.codingPath + [LinkKeys.method],
                debugDescription: "A \(Action.method) link cannot say \"\(method)\""))
        }
        self.init(url: try container.decode(URL.self, forKey: .href))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LinkKeys.self)
        try container.encode(url.absoluteString, forKey: .href)
        try container.encode(Action.method, forKey: .method)
    }
}
