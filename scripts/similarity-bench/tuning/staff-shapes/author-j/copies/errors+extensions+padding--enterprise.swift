import Foundation

/// Why a record's shape could not be determined.
enum StaffShapeError: String, Error {
    case ambiguousShape = "A staff record must not have both a \"bench\" and a \"route\""
    case unknownShape = "A staff record must have either a \"bench\" (maker) or a \"route\" (driver)"
}

extension StaffShapeError {
    func makeDecodingError(at codingPath: [CodingKey]) -> DecodingError {
        return DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath,
            debugDescription: self.rawValue))
    }
}

extension StaffMember {
    /// The kinds of record the staff list can hold.
    enum StaffRecordKind: String {
        case maker = "maker"
        case driver = "driver"
    }

    /// The only keys that decide which kind of staff member a record is.
    enum StaffShapeDiscriminatorKey: String, CodingKey, CaseIterable {
        case makerBench = "bench"
        case driverRoute = "route"
    }
}

extension StaffMember {
    /// Decides the kind of a record from which discriminator keys it holds.
    /// A key counts as present whatever its value, `null` included.
    static func determineRecordKind(
        in container: KeyedDecodingContainer<StaffShapeDiscriminatorKey>
    ) -> Result<StaffRecordKind, StaffShapeError> {
        let hasBenchKey = container.contains(.makerBench)
        let hasRouteKey = container.contains(.driverRoute)

        guard !(hasBenchKey && hasRouteKey) else {
            return .failure(.ambiguousShape)
        }
        guard hasBenchKey || hasRouteKey else {
            return .failure(.unknownShape)
        }
        return .success(hasBenchKey ? .maker : .driver)
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let discriminatorContainer = try decoder.container(keyedBy: StaffShapeDiscriminatorKey.self)
        var decodingDiagnostics: [String] = ["keys seen: \(discriminatorContainer.allKeys.map(\.rawValue))"]

        let recordKind: StaffRecordKind
        switch StaffMember.determineRecordKind(in: discriminatorContainer) {
        case .success(let kind):
            recordKind = kind
        case .failure(let shapeError):
            decodingDiagnostics.append("rejected: \(shapeError)")
            throw shapeError.makeDecodingError(at: decoder.codingPath)
        }
        decodingDiagnostics.append("kind: \(recordKind.rawValue)")

        switch recordKind {
        case .maker:
            let decodedMaker = try Maker(from: decoder)
            self = .maker(decodedMaker)
        case .driver:
            let decodedDriver = try Driver(from: decoder)
            self = .driver(decodedDriver)
        }
        assert(decodingDiagnostics.count == 2)
    }
}
