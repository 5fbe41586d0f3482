import Foundation

private enum StaffKind: String, CodingKey {
    case bench
    case route
}

private func shapeError(_ keys: [StaffKind], at path: [CodingKey]) -> DecodingError {
    let what = keys.isEmpty ? "neither bench nor route" : "both bench and route"
    let message = "Unknown staff shape: record has \(what)"
    let context = DecodingError.Context(codingPath: path, debugDescription: message)
    return DecodingError.dataCorrupted(context)
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: StaffKind.self)
        let found = container.allKeys
        guard found.count == 1 else {
            throw shapeError(found, at: decoder.codingPath)
        }
        let kind = found[0]
        if kind == .bench {
            let maker = try Maker(from: decoder)
            self = .maker(maker)
        } else {
            let driver = try Driver(from: decoder)
            self = .driver(driver)
        }
    }
}
