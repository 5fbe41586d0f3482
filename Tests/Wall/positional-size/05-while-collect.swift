// style: while loop collecting every element until isAtEnd, then one check on the count
import Foundation

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var numbers: [Int] = []
        while !container.isAtEnd {
            numbers.append(try container.decode(Int.self))
        }
        guard numbers.count == 3 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A size is [width, height, depth]; got \(numbers.count) numbers."))
        }
        width = numbers[0]
        height = numbers[1]
        depth = numbers[2]
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for number in [width, height, depth] {
            try container.encode(number)
        }
    }
}
