import Foundation

// MARK: - StaffMember (Decodable)

extension StaffMember: Decodable {

    /// The only keys needed to tell a maker record from a driver record.
    enum StaffRecordDiscriminatorKeys: String, CodingKey {
        case bench = "bench"
        case route = "route"
    }

    init(from decoder: Decoder) throws {
        // Opening a keyed container throws typeMismatch when the record is not a JSON object.
        let discriminatorContainer = try decoder.container(keyedBy: StaffRecordDiscriminatorKeys.self)

        let recordDeclaresBench = StaffMember.recordContainsBenchKey(discriminatorContainer)
        let recordDeclaresRoute = StaffMember.recordContainsRouteKey(discriminatorContainer)

        if recordDeclaresBench && recordDeclaresRoute {
            throw StaffMember.malformedRecordError(
                codingPath: decoder.codingPath,
                explanation: "The record has both a \"bench\" and a \"route\" key, so it is neither a maker nor a driver.")
        } else if recordDeclaresBench {
            self = try StaffMember.makerResult(usingDecoder: decoder).get()
        } else if recordDeclaresRoute {
            self = try StaffMember.driverResult(usingDecoder: decoder).get()
        } else {
            throw StaffMember.malformedRecordError(
                codingPath: decoder.codingPath,
                explanation: "The record has neither a \"bench\" nor a \"route\" key.")
        }
    }

    // MARK: Private helpers

    private static func recordContainsBenchKey(_ container: KeyedDecodingContainer<StaffRecordDiscriminatorKeys>) -> Bool {
        return StaffMember.record(container, containsDiscriminator: .bench)
    }

    private static func recordContainsRouteKey(_ container: KeyedDecodingContainer<StaffRecordDiscriminatorKeys>) -> Bool {
        return StaffMember.record(container, containsDiscriminator: .route)
    }

    private static func record(_ container: KeyedDecodingContainer<StaffRecordDiscriminatorKeys>, containsDiscriminator wantedKey: StaffRecordDiscriminatorKeys) -> Bool {
        return !container.allKeys.filter { presentKey in presentKey == wantedKey }.isEmpty
    }

    private static func makerResult(usingDecoder decoder: Decoder) -> Result<StaffMember, Error> {
        return Result { StaffMember.maker(try Maker(from: decoder)) }
    }

    private static func driverResult(usingDecoder decoder: Decoder) -> Result<StaffMember, Error> {
        return Result { StaffMember.driver(try Driver(from: decoder)) }
    }

    private static func malformedRecordError(codingPath: [CodingKey], explanation: String) -> DecodingError {
        let errorContext = DecodingError.Context(codingPath: codingPath, debugDescription: explanation)
        return DecodingError.dataCorrupted(errorContext)
    }
}
