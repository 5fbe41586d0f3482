// style: try? decodeNil(forKey:) as a presence probe (null counts as present); ternary dispatch
import Foundation

extension StaffMember: Decodable {
    private enum Probe: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Probe.self)
        // decodeNil(forKey:) answers true or false for any key that is there, and throws only when it is missing.
        let hasBench = (try? container.decodeNil(forKey: .bench)) != nil
        let hasRoute = (try? container.decodeNil(forKey: .route)) != nil
        guard hasBench != hasRoute else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: hasBench ? "Both bench and route are present." : "Neither bench nor route is present."))
        }
        self = hasBench ? .maker(try Maker(from: decoder)) : .driver(try Driver(from: decoder))
    }
}
