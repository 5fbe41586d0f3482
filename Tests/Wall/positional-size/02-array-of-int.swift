// style: decode a whole [Int] through a single-value container; guard on count; array literal out
import Foundation

extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let numbers = try container.decode([Int].self)
        guard numbers.count == 3 else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected 3 numbers, found \(numbers.count).")
        }
        self.init(width: numbers[0], height: numbers[1], depth: numbers[2])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode([width, height, depth])
    }
}
