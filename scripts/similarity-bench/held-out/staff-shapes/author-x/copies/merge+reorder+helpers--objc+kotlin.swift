import Foundation

extension StaffMember: Decodable {
    private static func corruptedRecordError(atCodingPath codingPath: [CodingKey], reason: String) -> DecodingError {
        let errorContext = DecodingError.Context(codingPath: codingPath, debugDescription: reason)
        return DecodingError.dataCorrupted(errorContext)
    }

    private static func shape(of keys: KeyedDecodingContainer<ShapeKey>) -> (bench: Bool, route: Bool) {
        let hasRoute = keys.contains(.route)
        let hasBench = keys.contains(.bench)
        return (hasBench, hasRoute)
    }

    init(from decoder: Decoder) throws {
        // not an object -> typeMismatch comes from here for free
        let keys = try decoder.container(keyedBy: ShapeKey.self)

        // basically Kotlin's `when (hasBench to hasRoute)`
        self = try switch Self.shape(of: keys) {
        case (false, true): .driver(try Driver(from: decoder))
        case (true, false): .maker(try Maker(from: decoder))
        case (false, false):
            throw Self.corruptedRecordError(
                atCodingPath: decoder.codingPath,
                reason: "The record has neither a \"bench\" nor a \"route\" key.")
        case (true, true):
            throw Self.corruptedRecordError(
                atCodingPath: decoder.codingPath,
                reason: "The record has both a \"bench\" and a \"route\" key, so it is neither a maker nor a driver.")
        }
    }

    // only the two keys that tell makers and drivers apart
    private enum ShapeKey: String, CodingKey {
        case route, bench
    }
}
