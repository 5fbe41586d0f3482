// Only the two keys that decide what kind of record this is.
private enum Shape: String, CodingKey, CaseIterable {
    case bench, route
}

private extension KeyedDecodingContainer where K == Shape {
    /// The one shape of this record, or nil when it has none or both.
    var onlyShape: Shape? {
        let shapes = Shape.allCases.filter(contains)
        return shapes.count == 1 ? shapes.first : nil
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // Open the record as an object (throws typeMismatch if it is not one).
        let container = try decoder.container(keyedBy: Shape.self)

        // Which kind is it?
        guard let shape = container.onlyShape else {
            // Both keys or neither: the record is corrupt.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff member needs exactly one of bench and route"))
        }

        if shape == .bench {
            // Only bench: this is a maker.
            let maker = try Maker(from: decoder)
            self = .maker(maker)
        } else {
            // Only route: this is a driver.
            let driver = try Driver(from: decoder)
            self = .driver(driver)
        }
    }
}
