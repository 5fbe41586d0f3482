import Foundation

extension StaffMember: Decodable {
    enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: KindKeys.self)

        var benchCount = 0
        var routeCount = 0
        for key in container.allKeys {
            if key == .bench {
                benchCount += 1
            } else if key == .route {
                routeCount += 1
            }
        }

        guard !(benchCount > 0 && routeCount > 0) else {
            throw DecodingError.dataCorruptedError(
                forKey: .bench, in: container,
                debugDescription: "record has both bench and route")
        }
        guard benchCount > 0 || routeCount > 0 else {
            let context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has neither bench nor route")
            throw DecodingError.dataCorrupted(context)
        }

        if benchCount > 0 {
            let maker = try Maker(from: decoder)
            self = .maker(maker)
        } else {
            let driver = try Driver(from: decoder)
            self = .driver(driver)
        }
    }
}
