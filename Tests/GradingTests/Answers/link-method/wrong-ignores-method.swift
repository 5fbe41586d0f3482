// expect-fail: GET object as a send link
// Reads the href and writes the method, but never checks the method it reads.
import Foundation

protocol HasMethod {
    static var method: String { get }
}

extension Fetch: HasMethod {
    static var method: String { "GET" }
}

extension Send: HasMethod {
    static var method: String { "POST" }
}

extension Link: Codable where Action: HasMethod {
    private enum Field: String, CodingKey {
        case href, method
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Field.self)
        _ = try container.decode(String.self, forKey: .method)
        self.init(url: try container.decode(URL.self, forKey: .href))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Field.self)
        try container.encode(url, forKey: .href)
        try container.encode(Action.method, forKey: .method)
    }
}
