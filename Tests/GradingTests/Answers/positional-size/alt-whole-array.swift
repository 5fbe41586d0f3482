// expect-pass
import Foundation

// Reads the whole array as [Int] through a single-value container.
extension Dimensions: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let numbers = try container.decode([Int].self)
        if numbers.count != 3 {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a size has three numbers, not \(numbers.count)")
        }
        self.init(width: numbers[0], height: numbers[1], depth: numbers[2])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode([width, height, depth])
    }
}
