import Foundation

// MARK: - StaffMember (Decodable)

extension StaffMember: Decodable {

    /// The only keys needed to decide whether a record describes a maker or a driver.
    enum StaffMemberKindDecidingCodingKeys: String, CodingKey {
        case bench = "bench"
        case route = "route"
    }

    init(from decoder: Decoder) throws {
        // Opening a keyed container throws typeMismatch when the record is not a JSON object.
        let kindDecidingContainer = try decoder.container(keyedBy: StaffMemberKindDecidingCodingKeys.self)

        let recordHasBenchKey = StaffMember.containerHasBenchKey(kindDecidingContainer)
        let recordHasRouteKey = StaffMember.containerHasRouteKey(kindDecidingContainer)

        if recordHasBenchKey && recordHasRouteKey {
            throw StaffMember.corruptedRecordError(
                atCodingPath: decoder.codingPath,
                reason: "The record has both a \"bench\" and a \"route\" key, so it is neither a maker nor a driver.")
        } else if recordHasBenchKey {
            self = try StaffMember.makerMember(fromDecoder: decoder)
        } else if recordHasRouteKey {
            self = try StaffMember.driverMember(fromDecoder: decoder)
        } else {
            throw StaffMember.corruptedRecordError(
                atCodingPath: decoder.codingPath,
                reason: "The record has neither a \"bench\" nor a \"route\" key.")
        }
    }

    // MARK: Private helpers

    private static func containerHasBenchKey(_ container: KeyedDecodingContainer<StaffMemberKindDecidingCodingKeys>) -> Bool {
        return StaffMember.container(container, hasKey: .bench)
    }

    private static func containerHasRouteKey(_ container: KeyedDecodingContainer<StaffMemberKindDecidingCodingKeys>) -> Bool {
        return StaffMember.container(container, hasKey: .route)
    }

    private static func container(_ container: KeyedDecodingContainer<StaffMemberKindDecidingCodingKeys>, hasKey searchedKey: StaffMemberKindDecidingCodingKeys) -> Bool {
        for presentKey in container.allKeys {
            if presentKey == searchedKey {
                return true
            }
        }
        return false
    }

    private static func makerMember(fromDecoder decoder: Decoder) throws -> StaffMember {
        let decodedMaker = try Maker(from: decoder)
        return StaffMember.maker(decodedMaker)
    }

    private static func driverMember(fromDecoder decoder: Decoder) throws -> StaffMember {
        let decodedDriver = try Driver(from: decoder)
        return StaffMember.driver(decodedDriver)
    }

    private static func corruptedRecordError(atCodingPath codingPath: [CodingKey], reason: String) -> DecodingError {
        let errorContext = DecodingError.Context(codingPath: codingPath, debugDescription: reason)
        return DecodingError.dataCorrupted(errorContext)
    }
}
