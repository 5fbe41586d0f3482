// style: static stored dictionary of closures keyed by the shape key; allKeys.first with count guard
import Foundation

extension StaffMember: Decodable {
    private enum Shape: String, CodingKey {
        case bench, route
    }

    private static let readers: [Shape: (Decoder) throws -> StaffMember] = [
        .bench: { .maker(try Maker(from: $0)) },
        .route: { .driver(try Driver(from: $0)) },
    ]

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Shape.self)
        guard container.allKeys.count == 1, let shape = container.allKeys.first,
              let read = Self.readers[shape] else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Found \(container.allKeys.count) of the keys bench and route; expected exactly one."))
        }
        self = try read(decoder)
    }
}
