// style: static stored array of key paths fixing the order; map over it
import Foundation

extension Dimensions: Codable {
    /// The order of the numbers in the JSON array.
    private static let order: [KeyPath<Dimensions, Int>] = [\.width, \.height, \.depth]

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var numbers: [Int] = []
        for _ in Self.order {
            numbers.append(try container.decode(Int.self))
        }
        if !container.isAtEnd {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Too many numbers for a size.")
        }
        self.init(width: numbers[0], height: numbers[1], depth: numbers[2])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: Self.order.map { self[keyPath: $0] })
    }
}
