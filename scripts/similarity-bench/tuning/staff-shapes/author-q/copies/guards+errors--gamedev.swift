import Foundation

extension StaffMember: Decodable {
    private enum StaffKind {
        case Maker
        case Driver
    }

    private enum KindKey: String, CodingKey {
        case Bench = "bench"
        case Route = "route"
    }

    /// Throws when the record is not exactly one kind.
    private static func DetectKind(_ container: KeyedDecodingContainer<KindKey>, at codingPath: [CodingKey]) throws -> StaffKind {
        let hasBench = container.contains(.Bench)
        let hasRoute = container.contains(.Route)

        guard !(hasBench && hasRoute) else {
            throw DecodingError.dataCorruptedError(
                forKey: .Bench, in: container,
                debugDescription: "Staff record has both bench and route.")
        }
        guard hasBench || hasRoute else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Staff record has neither bench nor route."))
        }
        return hasBench ? .Maker : .Driver
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: KindKey.self)
        let kind = try StaffMember.DetectKind(container, at: decoder.codingPath)

        switch kind {
        case .Maker:
            self = .maker(try Maker(from: decoder))
        case .Driver:
            self = .driver(try Driver(from: decoder))
        }
    }
}
