// style: protocol with a static func requirement; href read first; guard/early exits
import Foundation

protocol MethodChecking {
    static func accepts(_ method: String) -> Bool
    static var writtenMethod: String { get }
}

extension Fetch: MethodChecking {
    static func accepts(_ method: String) -> Bool { method == "GET" }
    static var writtenMethod: String { "GET" }
}

extension Send: MethodChecking {
    static func accepts(_ method: String) -> Bool { method == "POST" }
    static var writtenMethod: String { "POST" }
}

extension Link: Codable where Action: MethodChecking {
    private enum Field: CodingKey {
        case href, method
    }

    init(from decoder: Decoder) throws {
        let object = try decoder.container(keyedBy: Field.self)
        let href = try object.decode(URL.self, forKey: .href)
        let method = try object.decode(String.self, forKey: .method)
        guard Action.accepts(method) else {
            throw DecodingError.dataCorruptedError(forKey: .method, in: object,
                                                   debugDescription: "\"\(method)\" is not \(Action.writtenMethod)")
        }
        url = href
    }

    func encode(to encoder: Encoder) throws {
        var object = encoder.container(keyedBy: Field.self)
        try object.encode(url, forKey: .href)
        try object.encode(Action.writtenMethod, forKey: .method)
    }
}
