// expect-fail: fetch link encoded
// Checks the method when decoding but encodes the link as a bare URL string.
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
        let method = try container.decode(String.self, forKey: .method)
        guard method == Action.method else {
            throw DecodingError.dataCorruptedError(forKey: .method, in: container, debugDescription: "wrong method")
        }
        self.init(url: try container.decode(URL.self, forKey: .href))
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(url)
    }
}
