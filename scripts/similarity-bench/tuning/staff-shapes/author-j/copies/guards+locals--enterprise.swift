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
            let context = DecodingError.Context(codingPath: codingPath, debugDescription: self.rawValue)
            return DecodingError.dataCorrupted(context)
        }
    }

    init(from decoder: Decoder) throws {
        switch try StaffMember.determineRecordKind(
            in: try decoder.container(keyedBy: StaffShapeDiscriminatorKey.self),
            codingPath: decoder.codingPath) {
        case .maker:
            self = .maker(try Maker(from: decoder))
        case .driver:
            self = .driver(try Driver(from: decoder))
        }
    }

    /// Decides the kind of a record from which discriminator keys it holds.
    /// A key counts as present whatever its value, `null` included.
    static func determineRecordKind(
        in container: KeyedDecodingContainer<StaffShapeDiscriminatorKey>,
        codingPath: [CodingKey]
    ) throws -> StaffRecordKind {
        if container.contains(.makerBench) {
            if container.contains(.driverRoute) {
                throw StaffShapeError.ambiguousShape.makeDecodingError(at: codingPath)
            }
            return .maker
        } else if container.contains(.driverRoute) {
            return .driver
        } else {
            throw StaffShapeError.unknownShape.makeDecodingError(at: codingPath)
        }
    }
}
