// style: enum with associated values classifying what was read; switch with patterns
import Foundation

extension Dimensions: Codable {
    private enum Reading {
        case complete(Int, Int, Int)
        case tooLong(at: Int)
    }

    private static func read(_ container: inout UnkeyedDecodingContainer) throws -> Reading {
        let first = try container.decode(Int.self)
        let second = try container.decode(Int.self)
        let third = try container.decode(Int.self)
        return container.isAtEnd ? .complete(first, second, third) : .tooLong(at: container.currentIndex)
    }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        switch try Self.read(&container) {
        case let .complete(width, height, depth):
            self.init(width: width, height: height, depth: depth)
        case let .tooLong(index):
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Unexpected element at index \(index) of a size.")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [width, height, depth] {
            try container.encode(value)
        }
    }
}
