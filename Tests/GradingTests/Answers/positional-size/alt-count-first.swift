// expect-pass
// Checks the element count before reading, and writes with a loop.
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var numbers = try decoder.unkeyedContainer()
        guard numbers.count == 3 else {
            throw DecodingError.dataCorruptedError(in: numbers, debugDescription: "expected [width, height, depth]")
        }
        var values: [Int] = []
        while !numbers.isAtEnd {
            values.append(try numbers.decode(Int.self))
        }
        width = values[0]
        height = values[1]
        depth = values[2]
    }

    func encode(to encoder: Encoder) throws {
        var numbers = encoder.unkeyedContainer()
        for value in [width, height, depth] {
            try numbers.encode(value)
        }
    }
}
