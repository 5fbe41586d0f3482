// style: enum with cases as the requirement's type; switch expressions (Swift 5.9+); if let shorthand
import Foundation

enum ActionKind {
    case fetch
    case send
}

protocol KindedAction {
    static var kind: ActionKind { get }
}

extension Fetch: KindedAction { static var kind: ActionKind { .fetch } }
extension Send: KindedAction { static var kind: ActionKind { .send } }

extension Link: Codable where Action: KindedAction {
    private enum Keys: String, CodingKey {
        case href, method
    }

    private static var method: String {
        switch Action.kind {
        case .fetch: "GET"
        case .send: "POST"
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let method = try container.decode(String.self, forKey: .method)
        let kind: ActionKind? = switch method {
        case "GET": .fetch
        case "POST": .send
        default: nil
        }
        guard let kind, kind == Action.kind else {
            throw DecodingError.dataCorruptedError(forKey: .method, in: container, debugDescription: "unexpected method \(method)")
        }
        url = try container.decode(URL.self, forKey: .href)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(url.absoluteString, forKey: .href)
        try container.encode(Self.method, forKey: .method)
    }
}
