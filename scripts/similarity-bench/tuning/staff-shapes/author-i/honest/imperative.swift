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
            switch key {
            case .bench:
                benchCount += 1
            case .route:
                routeCount += 1
            }
        }

        if benchCount > 0 && routeCount > 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .bench, in: container,
                debugDescription: "record has both bench and route")
        }
        if benchCount == 0 && routeCount == 0 {
            let context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has neither bench nor route")
            throw DecodingError.dataCorrupted(context)
        }

        if benchCount > 0 {
            let maker = try Maker(from: decoder)
            self = .maker(maker)
            return
        }

        let driver = try Driver(from: decoder)
        self = .driver(driver)
    }
}
