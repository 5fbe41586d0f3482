// style: private synthesized wire struct; protocol extension with a default check
import Foundation

protocol HTTPAction {
    static var httpMethod: String { get }
}

extension HTTPAction {
    /// Throws unless `method` is exactly this action's method.
    static func check(_ method: String, codingPath: [CodingKey]) throws {
        if method != httpMethod {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath, debugDescription: "expected method \(httpMethod), got \(method)"))
        }
    }
}

extension Fetch: HTTPAction { static var httpMethod: String { "GET" } }
extension Send: HTTPAction { static var httpMethod: String { "POST" } }

/// The object as the API writes it.
private struct LinkWire: Codable {
    let href: URL
    let method: String

    enum CodingKeys: String, CodingKey {
        case href, method
    }
}

extension Link: Codable where Action: HTTPAction {
    init(from decoder: Decoder) throws {
        let wire = try LinkWire(from: decoder)
        try Action.check(wire.method, codingPath: decoder.codingPath + [LinkWire.CodingKeys.method])
        self.init(url: wire.href)
    }

    func encode(to encoder: Encoder) throws {
        try LinkWire(href: url, method: Action.httpMethod).encode(to: encoder)
    }
}
