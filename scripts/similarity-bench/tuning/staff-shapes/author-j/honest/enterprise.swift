import Foundation

extension StaffMember: Decodable {
    /// The only keys that decide which kind of staff member a record is.
    enum StaffShapeDiscriminatorKey: String, CodingKey, CaseIterable {
        case makerBench = "bench"
        case driverRoute = "route"
    }

    /// The kinds of record the staff list can hold.
    enum StaffRecordKind: String {
        case maker = "maker"
        case driver = "driver"
    }

    /// Why a record's shape could not be determined.
    enum StaffShapeError: String {
        case ambiguousShape = "A staff record must not have both a \"bench\" and a \"route\""
        case unknownShape = "A staff record must have either a \"bench\" (maker) or a \"route\" (driver)"

        func makeDecodingError(at codingPath: [CodingKey]) -> DecodingError {
            return DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: self.rawValue))
        }
    }

    init(from decoder: Decoder) throws {
        let discriminatorContainer = try decoder.container(keyedBy: StaffShapeDiscriminatorKey.self)
        let recordKind = try StaffMember.determineRecordKind(
            in: discriminatorContainer,
            codingPath: decoder.codingPath)

        switch recordKind {
        case .maker:
            let decodedMaker = try Maker(from: decoder)
            self = .maker(decodedMaker)
        case .driver:
            let decodedDriver = try Driver(from: decoder)
            self = .driver(decodedDriver)
        }
    }

    /// Decides the kind of a record from which discriminator keys it holds.
    /// A key counts as present whatever its value, `null` included.
    static func determineRecordKind(
        in container: KeyedDecodingContainer<StaffShapeDiscriminatorKey>,
        codingPath: [CodingKey]
    ) throws -> StaffRecordKind {
        let hasBenchKey = container.contains(.makerBench)
        let hasRouteKey = container.contains(.driverRoute)

        guard !(hasBenchKey && hasRouteKey) else {
            throw StaffShapeError.ambiguousShape.makeDecodingError(at: codingPath)
        }
        guard hasBenchKey || hasRouteKey else {
            throw StaffShapeError.unknownShape.makeDecodingError(at: codingPath)
        }
        return hasBenchKey ? .maker : .driver
    }
}
