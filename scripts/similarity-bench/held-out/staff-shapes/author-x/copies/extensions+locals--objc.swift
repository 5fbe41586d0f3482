import Foundation

// MARK: - StaffMember (Error Helpers)

extension StaffMember {

    fileprivate static func corruptedRecordError(atCodingPath codingPath: [CodingKey], reason: String) -> DecodingError {
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: reason))
    }
}

// MARK: - StaffMember (Decodable)

extension StaffMember: Decodable {

    init(from decoder: Decoder) throws {
        // Opening a keyed container throws typeMismatch when the record is not a JSON object.
        let kindDecidingContainer = try decoder.container(keyedBy: StaffMemberKindDecidingCodingKeys.self)

        if StaffMember.container(kindDecidingContainer, hasKey: .bench) && StaffMember.container(kindDecidingContainer, hasKey: .route) {
            throw StaffMember.corruptedRecordError(
                atCodingPath: decoder.codingPath,
                reason: "The record has both a \"bench\" and a \"route\" key, so it is neither a maker nor a driver.")
        } else if StaffMember.container(kindDecidingContainer, hasKey: .bench) {
            self = StaffMember.maker(try Maker(from: decoder))
        } else if StaffMember.container(kindDecidingContainer, hasKey: .route) {
            self = StaffMember.driver(try Driver(from: decoder))
        } else {
            throw StaffMember.corruptedRecordError(
                atCodingPath: decoder.codingPath,
                reason: "The record has neither a \"bench\" nor a \"route\" key.")
        }
    }
}

// MARK: - StaffMember (Key Lookup)

extension StaffMember {

    fileprivate static func container(_ container: KeyedDecodingContainer<StaffMemberKindDecidingCodingKeys>, hasKey searchedKey: StaffMemberKindDecidingCodingKeys) -> Bool {
        for presentKey in container.allKeys {
            if presentKey == searchedKey {
                return true
            }
        }
        return false
    }
}

// MARK: - StaffMember (Coding Keys)

extension StaffMember {

    /// The only keys needed to decide whether a record describes a maker or a driver.
    enum StaffMemberKindDecidingCodingKeys: String, CodingKey {
        case bench = "bench"
        case route = "route"
    }
}
