// expect-fail: PUT for a send link
// Lets a send link accept PUT as well as POST, which the task does not allow.
import Foundation

protocol HasMethods {
    static var accepted: Set<String> { get }
    static var written: String { get }
}

extension Fetch: HasMethods {
    static var accepted: Set<String> { ["GET"] }
    static var written: String { "GET" }
}

extension Send: HasMethods {
    static var accepted: Set<String> { ["POST", "PUT"] }
    static var written: String { "POST" }
}

extension Link: Codable where Action: HasMethods {
    private enum Field: String, CodingKey {
        case href, method
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Field.self)
        let method = try container.decode(String.self, forKey: .method)
        guard Action.accepted.contains(method) else {
            throw DecodingError.dataCorruptedError(forKey: .method, in: container, debugDescription: "wrong method")
        }
        self.init(url: try container.decode(URL.self, forKey: .href))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Field.self)
        try container.encode(url, forKey: .href)
        try container.encode(Action.written, forKey: .method)
    }
}
