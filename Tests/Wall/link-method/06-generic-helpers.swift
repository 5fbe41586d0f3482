// style: generic helpers (global functions over the action type); static stored properties
import Foundation

protocol MethodTagged {
    static var methodName: String { get }
}

extension Fetch: MethodTagged {
    static var methodName: String { HTTPNames.get }
}

extension Send: MethodTagged {
    static var methodName: String { HTTPNames.post }
}

enum HTTPNames {
    static let get = "GET"
    static let post = "POST"
}

enum LinkCodingKey: String, CodingKey {
    case href
    case method
}

func decodeTypedLink<A: MethodTagged>(_ action: A.Type, from decoder: Decoder) throws -> URL {
    let container = try decoder.container(keyedBy: LinkCodingKey.self)
    let method = try container.decode(String.self, forKey: .method)
    if method != A.methodName {
        throw DecodingError.dataCorruptedError(forKey: .method, in: container, debugDescription: "wrong method \(method)")
    }
    return try container.decode(URL.self, forKey: .href)
}

func encodeTypedLink<A: MethodTagged>(_ action: A.Type, url: URL, to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: LinkCodingKey.self)
    try container.encode(url.absoluteString, forKey: .href)
    try container.encode(A.methodName, forKey: .method)
}

extension Link: Codable where Action: MethodTagged {
    init(from decoder: Decoder) throws {
        self.init(url: try decodeTypedLink(Action.self, from: decoder))
    }

    func encode(to encoder: Encoder) throws {
        try encodeTypedLink(Action.self, url: url, to: encoder)
    }
}
