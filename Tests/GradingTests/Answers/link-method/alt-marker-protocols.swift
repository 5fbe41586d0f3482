// expect-pass
// Unconditional conformance: marker protocols on Fetch and Send, and a type check on Action.
import Foundation

protocol FetchMarker {}
protocol SendMarker {}
extension Fetch: FetchMarker {}
extension Send: SendMarker {}

extension Link: Codable {
    enum WireKeys: CodingKey {
        case href
        case method
    }

    static var expectedMethod: String? {
        if Action.self is FetchMarker.Type { return "GET" }
        if Action.self is SendMarker.Type { return "POST" }
        return nil
    }

    init(from decoder: Decoder) throws {
        let keyed = try decoder.container(keyedBy: WireKeys.self)
        let said = try keyed.decode(String.self, forKey: .method)
        let href = try keyed.decode(URL.self, forKey: .href)
        if said != Link.expectedMethod {
            throw DecodingError.dataCorruptedError(forKey: .method, in: keyed,
                                                   debugDescription: "\(said) does not suit this link")
        }
        url = href
    }

    func encode(to encoder: Encoder) throws {
        guard let method = Link.expectedMethod else {
            throw EncodingError.invalidValue(url, .init(codingPath: encoder.codingPath, debugDescription: "no method"))
        }
        var keyed = encoder.container(keyedBy: WireKeys.self)
        try keyed.encode(url.absoluteString, forKey: .href)
        try keyed.encode(method, forKey: .method)
    }
}
