// breaks: rule 5
// Written blind from rule 5's text alone (the cases unseen): encoding writes only href (the method is left out, "the type already says it")
import Foundation

protocol LinkVerbCarrying {
    static var linkVerb: String { get }
}

extension Fetch: LinkVerbCarrying {
    static var linkVerb: String { "GET" }
}

extension Send: LinkVerbCarrying {
    static var linkVerb: String { "POST" }
}

private enum LinkWireKey: String, CodingKey {
    case href, method
}

extension Link: Codable where Action: LinkVerbCarrying {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: LinkWireKey.self)
        let method = try c.decode(String.self, forKey: .method)
        guard method == Action.linkVerb else {
            throw DecodingError.dataCorruptedError(forKey: .method, in: c,
                debugDescription: "expected \(Action.linkVerb), found \(method)")
        }
        self.init(url: try c.decode(URL.self, forKey: .href))
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: LinkWireKey.self)
        try c.encode(url.absoluteString, forKey: .href)
    }
}
