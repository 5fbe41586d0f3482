/// Decoding a `StaffMember` from one record of the staff list.
///
/// Nothing in a record names its kind. Makers have a `bench` and drivers have
/// a `route`, so the presence of those two keys decides the case. Once the
/// case is known, `Maker` or `Driver` reads the record with its own keys.
extension StaffMember: Decodable {

    /// The fixed texts this conformance uses.
    private enum Messages {
        /// The error text for a record with both deciding keys.
        static let both: String = "A staff record cannot have both a bench and a route."
        /// The error text for a record with neither deciding key.
        static let neither: String = "A staff record needs either a bench or a route, and this one has neither."
    }

    /// The only two keys that decide which kind of member a record is.
    ///
    /// Every other key of the record is invisible to a container keyed by
    /// this enum, which is exactly what we want.
    private enum ShapeDecidingKey: String, CodingKey {
        /// Only makers sit at a bench.
        case bench = "bench"
        /// Only drivers follow a route.
        case route = "route"
    }

    /// The kinds of member a record can be.
    private enum Kind {
        /// A record with a bench.
        case maker
        /// A record with a route.
        case driver
    }

    /// What the shape-deciding keys of one record say about it.
    private struct RecordShape {

        /// Whether the record has the key `bench`, whatever its value (`null` too).
        let hasBench: Bool

        /// Whether the record has the key `route`, whatever its value (`null` too).
        let hasRoute: Bool

        /// Reads the shape from a container keyed by the deciding keys.
        ///
        /// - Parameter container: The record, seen through `ShapeDecidingKey`.
        init(container: KeyedDecodingContainer<ShapeDecidingKey>) {
            self.hasBench = container.contains(.bench)
            self.hasRoute = container.contains(.route)
        }

        /// How many of the two deciding keys the record has.
        var decidingKeyCount: Int {
            (hasBench ? 1 : 0) + (hasRoute ? 1 : 0)
        }

        /// The kind this shape stands for, or `nil` when it is not one we know.
        var kind: Kind? {
            switch (hasBench, hasRoute) {
            case (true, false): return .maker
            case (false, true): return .driver
            case (true, true), (false, false): return nil
            }
        }

        /// A sentence for the error thrown when the shape is not one we know.
        var problemDescription: String {
            if hasBench && hasRoute {
                return Messages.both
            }
            return Messages.neither
        }
    }

    /// Creates a staff member from one record.
    ///
    /// - Parameter decoder: A decoder positioned at the record.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object,
    ///   `DecodingError.dataCorrupted` when the record has both or neither of
    ///   the deciding keys, and any error `Maker` or `Driver` throws, unchanged.
    internal init(from decoder: Decoder) throws {
        let container: KeyedDecodingContainer<ShapeDecidingKey> = try decoder.container(keyedBy: ShapeDecidingKey.self)
        let shape: RecordShape = RecordShape(container: container)
        let seen: [String] = container.allKeys.map { $0.stringValue }

        guard let kind: Kind = shape.kind, shape.decidingKeyCount == 1, seen.count == 1 else {
            let context: DecodingError.Context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: shape.problemDescription + " Keys found: \(seen)")
            throw DecodingError.dataCorrupted(context)
        }

        switch kind {
        case .maker:
            let maker: Maker = try Maker(from: decoder)
            self = .maker(maker)
        case .driver:
            let driver: Driver = try Driver(from: decoder)
            self = .driver(driver)
        }
    }
}
