import Foundation

extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    private static func corrupt(_ reason: String, _ decoder: Decoder) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: reason))
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        var hasBench = false
        var hasRoute = false
        for key in shape.allKeys {
            switch key {
            case .bench: hasBench = true
            case .route: hasRoute = true
            }
        }

        switch (hasBench, hasRoute) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw StaffMember.corrupt("A staff record cannot have both a bench and a route", decoder)
        case (false, false):
            throw StaffMember.corrupt("A staff record needs a bench (maker) or a route (driver)", decoder)
        }
    }
}
