// expect-pass
// A synthesized wire struct does the reading and writing; a protocol gives each action its verb.
import Foundation

protocol Verb {
    static var verb: String { get }
}

extension Fetch: Verb {
    static var verb: String { return "GET" }
}

extension Send: Verb {
    static var verb: String { return "POST" }
}

private struct LinkOnTheWire: Codable {
    let href: URL
    let method: String
}

extension Link: Decodable where Action: Verb {
    init(from decoder: Decoder) throws {
        let wire = try LinkOnTheWire(from: decoder)
        guard wire.method == Action.verb else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected \(Action.verb), found \(wire.method)"))
        }
        self.init(url: wire.href)
    }
}

extension Link: Encodable where Action: Verb {
    func encode(to encoder: Encoder) throws {
        try LinkOnTheWire(href: url, method: Action.verb).encode(to: encoder)
    }
}
