// style: enum with raw values for the verb (Codable); protocol with a static requirement; one extension per protocol
import Foundation

enum HTTPVerb: String, Codable {
    case get = "GET"
    case post = "POST"
}

protocol VerbCarrying {
    static var verb: HTTPVerb { get }
}

extension Fetch: VerbCarrying {
    static var verb: HTTPVerb { .get }
}

extension Send: VerbCarrying {
    static var verb: HTTPVerb { .post }
}

private enum LinkFields: String, CodingKey {
    case href, method
}

extension Link: Decodable where Action: VerbCarrying {
    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: LinkFields.self)
        let text = try fields.decode(String.self, forKey: .method)
        guard HTTPVerb(rawValue: text) == Action.verb else {
            throw DecodingError.dataCorruptedError(forKey: .method, in: fields,
                                                   debugDescription: "This link must use \(Action.verb.rawValue), not \(text)")
        }
        url = try fields.decode(URL.self, forKey: .href)
    }
}

extension Link: Encodable where Action: VerbCarrying {
    func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: LinkFields.self)
        try fields.encode(url, forKey: .href)
        try fields.encode(Action.verb, forKey: .method)
    }
}
