// style: reduce(into:) over allKeys into an OptionSet; switch on the OptionSet value
import Foundation

extension StaffMember: Decodable {
    private enum SignKey: String, CodingKey {
        case bench, route
    }

    private struct Signs: OptionSet {
        let rawValue: Int
        static let bench = Signs(rawValue: 1)
        static let route = Signs(rawValue: 2)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: SignKey.self)
        let signs = container.allKeys.reduce(into: Signs()) { signs, key in
            switch key {
            case .bench: signs.insert(.bench)
            case .route: signs.insert(.route)
            }
        }
        switch signs {
        case .bench: self = .maker(try Maker(from: decoder))
        case .route: self = .driver(try Driver(from: decoder))
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Cannot tell a maker from a driver (bench and route flags: \(signs.rawValue))."))
        }
    }
}
