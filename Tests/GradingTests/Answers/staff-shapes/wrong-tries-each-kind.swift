// expect-fail: bench as text
// Tries to read a maker, then a driver, and hides why both failed.
extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        if let maker = try? Maker(from: decoder) {
            self = .maker(maker)
        } else if let driver = try? Driver(from: decoder) {
            self = .driver(driver)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "neither a maker nor a driver"))
        }
    }
}
