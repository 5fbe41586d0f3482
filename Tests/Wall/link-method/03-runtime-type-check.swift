// style: switch with type-casting patterns (is ….Type) on marker protocols; unconditional conformance
import Foundation

/// Markers adopted by every `Fetch<…>` and every `Send<…>`.
protocol FetchAction {}
protocol SendAction {}

extension Fetch: FetchAction {}
extension Send: SendAction {}

extension Link: Codable {
    private enum CodingKeys: String, CodingKey {
        case href, method
    }

    /// The method of this link's action, or nil for an action without one.
    private static var expectedMethod: String? {
        switch Action.self {
        case is FetchAction.Type: return "GET"
        case is SendAction.Type: return "POST"
        default: return nil
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let method = try container.decode(String.self, forKey: .method)
        guard let expected = Self.expectedMethod, method == expected else {
            throw DecodingError.dataCorruptedError(forKey: .method, in: container,
                                                   debugDescription: "Method \(method) does not fit \(Action.self)")
        }
        self.init(url: try container.decode(URL.self, forKey: .href))
    }

    func encode(to encoder: Encoder) throws {
        guard let method = Self.expectedMethod else {
            throw EncodingError.invalidValue(url, EncodingError.Context(
                codingPath: encoder.codingPath, debugDescription: "\(Action.self) has no HTTP method"))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(url.absoluteString, forKey: .href)
        try container.encode(method, forKey: .method)
    }
}
