/// Decoding a `StaffMember` from one record of the staff list.
///
/// Nothing in a record names its kind. Makers have a `bench` and drivers have
/// a `route`, so the presence of those two keys decides the case. Once the
/// case is known, `Maker` or `Driver` reads the record with its own keys.
extension StaffMember: Decodable {

    /// The only two keys that decide which kind of member a record is.
    ///
    /// Every other key of the record is invisible to a container keyed by
    /// this enum, which is exactly what we want.
    private enum ShapeDecidingKey: String, CodingKey {
        /// Only makers sit at a bench.
        case bench
        /// Only drivers follow a route.
        case route
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

        /// A sentence for the error thrown when the shape is not one we know.
        var problemDescription: String {
            switch (hasBench, hasRoute) {
            case (true, true):
                return "A staff record cannot have both a bench and a route."
            default:
                return "A staff record needs either a bench or a route, and this one has neither."
            }
        }
    }

    /// Creates a staff member from one record.
    ///
    /// - Parameter decoder: A decoder positioned at the record.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object,
    ///   `DecodingError.dataCorrupted` when the record has both or neither of
    ///   the deciding keys, and any error `Maker` or `Driver` throws, unchanged.
    internal init(from decoder: Decoder) throws {
        let shape: RecordShape = RecordShape(container: try decoder.container(keyedBy: ShapeDecidingKey.self))
        let bench: Bool = shape.hasBench
        let route: Bool = shape.hasRoute

        if bench && !route {
            self = .maker(try Maker(from: decoder))
        } else if route && !bench {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: shape.problemDescription))
        }
    }
}
