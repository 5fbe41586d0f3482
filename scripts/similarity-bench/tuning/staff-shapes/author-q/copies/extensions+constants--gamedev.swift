import Foundation

extension StaffMember: Decodable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: KindKey.self)
        let kind = StaffMember.DetectKind(container)

        switch kind {
        case .Maker:
            self = .maker(try Maker(from: decoder))
        case .Driver:
            self = .driver(try Driver(from: decoder))
        case .Ambiguous:
            throw DecodingError.dataCorruptedError(
                forKey: .Bench, in: container,
                debugDescription: StaffMember.AmbiguousMessage)
        case .Unknown:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: StaffMember.UnknownMessage))
        }
    }
}

extension StaffMember {
    fileprivate static func DetectKind(_ container: KeyedDecodingContainer<KindKey>) -> StaffKind {
        let hasBench = container.contains(.Bench)
        let hasRoute = container.contains(.Route)

        if hasBench && hasRoute {
            return .Ambiguous
        }
        if hasBench {
            return .Maker
        }
        if hasRoute {
            return .Driver
        }
        return .Unknown
    }
}

extension StaffMember {
    fileprivate static let AmbiguousMessage: String = "Staff record has both bench and route."
    fileprivate static let UnknownMessage: String = "Staff record has neither bench nor route."

    fileprivate enum KindKey: String, CodingKey {
        case Bench = "bench"
        case Route = "route"
    }

    fileprivate enum StaffKind {
        case Maker
        case Driver
        case Ambiguous
        case Unknown
    }
}
