// style: protocol with a static requirement; conditional conformance
import Foundation

/// An action that knows the HTTP method its links use.
protocol LinkMethod {
    static var method: String { get }
}

extension Fetch: LinkMethod {
    static var method: String { "GET" }
}

extension Send: LinkMethod {
    static var method: String { "POST" }
}

extension Link: Codable where Action: LinkMethod {
    private enum Keys: String, CodingKey {
        case href, method
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let method = try container.decode(String.self, forKey: .method)
        guard method == Action.method else {
            throw DecodingError.dataCorruptedError(forKey: .method, in: container,
                                                   debugDescription: "Expected \(Action.method), found \(method)")
        }
        self.init(url: try container.decode(URL.self, forKey: .href))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(url.absoluteString, forKey: .href)
        try container.encode(Action.method, forKey: .method)
    }
}
