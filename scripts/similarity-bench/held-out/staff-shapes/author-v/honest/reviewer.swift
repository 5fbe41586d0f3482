import Foundation

/// The keys that decide which kind of staff member a record describes.
///
/// Only these two are listed, so a keyed container built with this type
/// sees nothing else of the record: every other key is ignored.
private enum StaffShapeKey: String, CodingKey {
    /// Present on makers only.
    case bench
    /// Present on drivers only.
    case route
}

/// The kind of staff member a record's keys describe.
private enum StaffKind {
    /// A record with `bench` and without `route`.
    case maker
    /// A record with `route` and without `bench`.
    case driver

    /// Decides the kind from which of the two shape keys a record holds.
    ///
    /// - Parameter container: The record's container, keyed by the shape keys.
    /// - Throws: `DecodingError.dataCorrupted` when the record holds both
    ///   keys or neither; a key counts as present even when it is `null`.
    init(of container: KeyedDecodingContainer<StaffShapeKey>) throws {
        let hasBench = container.contains(.bench)
        let hasRoute = container.contains(.route)
        switch (hasBench, hasRoute) {
        case (true, false):
            self = .maker
        case (false, true):
            self = .driver
        case (true, true):
            throw DecodingError.dataCorruptedError(
                forKey: .route, in: container,
                debugDescription: "A staff record must not have both \"bench\" and \"route\".")
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "A staff record needs either \"bench\" (a maker) or \"route\" (a driver)."))
        }
    }
}

extension StaffMember: Decodable {
    /// Decodes a maker or a driver, deciding from the record's keys.
    ///
    /// Once the kind is known, the record is read again by `Maker` or
    /// `Driver`, and whatever they throw propagates unchanged.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an
    ///   object, `DecodingError.dataCorrupted` when its kind is ambiguous or
    ///   unknown, or the error of `Maker` or `Driver`.
    init(from decoder: Decoder) throws {
        let shapeContainer = try decoder.container(keyedBy: StaffShapeKey.self)
        let kind = try StaffKind(of: shapeContainer)
        switch kind {
        case .maker:
            self = .maker(try Maker(from: decoder))
        case .driver:
            self = .driver(try Driver(from: decoder))
        }
    }
}
