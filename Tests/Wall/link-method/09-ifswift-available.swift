// style: #if compiler directives with an if expression; fileprivate extension of Foundation's URL
import Foundation

protocol SaysMethod {
    static var methodString: String { get }
}

extension Fetch: SaysMethod {
    static var methodString: String { "GET" }
}

extension Send: SaysMethod {
    static var methodString: String { "POST" }
}

fileprivate extension URL {
    /// The text written under "href".
    var hrefValue: String { absoluteString }
}

extension Link: Encodable where Action: SaysMethod {
    fileprivate enum LinkJSONKey: String, CodingKey {
        case href, method
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: LinkJSONKey.self)
        try container.encode(url.hrefValue, forKey: .href)
        try container.encode(Action.methodString, forKey: .method)
    }
}

extension Link: Decodable where Action: SaysMethod {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: LinkJSONKey.self)
        let method = try container.decode(String.self, forKey: .method)
        #if swift(>=5.9)
        let matches = if method == Action.methodString { true } else { false }
        #else
        let matches = method == Action.methodString
        #endif
        if !matches {
            throw DecodingError.dataCorruptedError(forKey: .method, in: container,
                                                   debugDescription: "\(Action.self) links use \(Action.methodString)")
        }
        self.init(url: try container.decode(URL.self, forKey: .href))
    }
}
