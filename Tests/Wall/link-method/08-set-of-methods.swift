// style: Set membership; href read as a String and checked with URL(string:) in a guard
import Foundation

protocol AllowedMethods {
    static var allowed: Set<String> { get }
    static var preferred: String { get }
}

extension Fetch: AllowedMethods {
    static var allowed: Set<String> { ["GET"] }
    static var preferred: String { "GET" }
}

extension Send: AllowedMethods {
    static var allowed: Set<String> { ["POST"] }
    static var preferred: String { "POST" }
}

extension Link: Codable where Action: AllowedMethods {
    private enum K: String, CodingKey {
        case href, method
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)
        let method = try c.decode(String.self, forKey: .method)
        guard Action.allowed.contains(method) else {
            throw DecodingError.dataCorruptedError(forKey: .method, in: c,
                                                   debugDescription: "allowed: \(Action.allowed.sorted()), found \(method)")
        }
        let href = try c.decode(String.self, forKey: .href)
        guard let url = URL(string: href) else {
            throw DecodingError.dataCorruptedError(forKey: .href, in: c, debugDescription: "not a URL: \(href)")
        }
        self.init(url: url)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: K.self)
        try c.encode(url.absoluteString, forKey: .href)
        try c.encode(Action.preferred, forKey: .method)
    }
}
