// style: generic helper over Decodable payloads; closures passed as case constructors
import Foundation

/// Decodes `Payload` from the same decoder and wraps it with `wrap`.
private func decodeCase<Payload: Decodable>(
    _ wrap: (Payload) -> StaffMember, from decoder: Decoder
) throws -> StaffMember {
    wrap(try Payload(from: decoder))
}

extension StaffMember: Decodable {
    private enum WhichKeys: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let which = try decoder.container(keyedBy: WhichKeys.self)
        let keys = which.allKeys
        if keys.count == 1, keys[0] == .bench {
            self = try decodeCase(StaffMember.maker, from: decoder)
        } else if keys.count == 1, keys[0] == .route {
            self = try decodeCase(StaffMember.driver, from: decoder)
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: keys.isEmpty ? "No bench or route in the record." : "Both bench and route in the record."))
        }
    }
}
