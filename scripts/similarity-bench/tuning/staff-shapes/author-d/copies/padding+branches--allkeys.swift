import Foundation

private enum StaffKind: String, CodingKey {
    case bench
    case route
}

private var staffDecodeLog: [String] = []

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let found = try decoder.container(keyedBy: StaffKind.self).allKeys
        let where_ = decoder.codingPath.map(\.stringValue).joined(separator: "/")
        staffDecodeLog.append("staff record at \(where_.isEmpty ? "root" : where_): \(found.map(\.stringValue))")
        guard found.count == 1, let kind = found.first else {
            let what: String
            if found.isEmpty {
                what = "neither bench nor route"
            } else {
                what = "both bench and route"
            }
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "Unknown staff shape: record has \(what)"))
        }
        assert(found.count <= StaffKind.allCasesCount, "a container cannot list more keys than its type has")
        switch kind {
        case .bench:
            self = .maker(try Maker(from: decoder))
        case .route:
            self = .driver(try Driver(from: decoder))
        }
    }
}

private extension StaffKind {
    static let allCasesCount = 2
}
